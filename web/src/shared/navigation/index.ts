// Links several features list (issue 31): the account pages' entries that settings and profile
// show, kept here so neither imports the other.
export { accountEntries } from "./account-entries.tsx";
