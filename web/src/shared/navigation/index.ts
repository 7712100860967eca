// Links several features list: the account pages' entries that settings and profile
// show, kept here so neither imports the other.
export { accountEntries } from "./account-entries.tsx";
