// The feedback feature: its screen is reached through the route table; settings and profile
// link it through the shared account entries (shared/navigation).
export {};
