// The account feature's public surface: what other features (profile) may use.
// Screens are reached through the route table.
export { registrationSettingsQuery, useRegistrationSettings } from "./api/get-registration-settings.ts";
export type { RegistrationSettings, ServerRow } from "./api/get-registration-settings.ts";
