// The profile feature's public surface: the account pages' entries for the
// member centre and settings to list (each a link to its route).
export { accountEntries } from "./account-entries.tsx";
export type { AccountEntry } from "./account-entries.tsx";
