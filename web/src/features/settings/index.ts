// The settings feature's public surface: the language and theme button other screens show.
// The logout button is the shared session's (shared/session), which settings and the member
// centre both show: the member centre no longer imports settings (issue 31).
export { PreferencesButton } from "./preferences-button.tsx";
