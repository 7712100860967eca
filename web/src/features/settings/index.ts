// The settings feature's public surface: the language and theme button other screens show.
export { PreferencesButton } from "./preferences-button.tsx";
export { LogoutButton } from "./logout-button.tsx";
