// The settings feature's light public surface: the language and theme button a
// screen's first frame shows, without the logout button (its call, and the
// service worker's caches it clears) that index.ts also exports. Importing
// index.ts put those into login and registration's first paint.
export { PreferencesButton } from "./preferences-button.tsx";
