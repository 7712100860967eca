// The install tutorials: reached through the route table (paths.installGuide), linked from home's download dialog.
export {};
