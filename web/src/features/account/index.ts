// The account feature's public surface: what other features (profile) may use.
// Screens are reached through the route table.
export { registrationSettings } from "./api/get-registration-settings.ts";
// The build prerenders account routes' pages with their own top (src/prerender.tsx).
export { accountFrameOf } from "./components/account-frame.tsx";
