// The installable app: the offline banner on every page and the
// service worker with its update prompt, registered after first paint.
export { DeferredPwa } from "./deferred-pwa.tsx";
export { OfflineBanner } from "./offline-banner.tsx";
