// The profile feature's public surface: nothing for other features. Its screens are reached
// through the route table; the account pages' entries that settings and profile both list live
// in the shared layer (shared/navigation), so settings no longer imports profile.
export {};
