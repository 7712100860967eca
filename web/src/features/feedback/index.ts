// The feedback feature: its screen is reached through the route table; the
// member centre links it through features/profile (accountEntries).
export {};
