// The install tutorials: reached through the route table (INSTALL_GUIDE_PATH), linked from home's download dialog.
export {};
