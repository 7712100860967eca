/// <reference lib="webworker" />
// The app's service worker, built by vite-plugin-pwa
// (injectManifest): the app shell and every route chunk precached; images
// cache-first with expiry and a size cap; spec §9's locally cached calls
// stale-while-revalidate, balances from the network only while it answers
// (the last copy, marked with its time, when it fails) and other reads kept
// for offline (cache-policy.ts); every kept answer stamped (cached-at.ts);
// every navigation under /m answered with the app shell when offline. A new
// worker waits until the app tells it to take over (SKIP_WAITING, spec §9's
// update flow in machines/src/swUpdate.machine.ts).
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { API_LAST_KNOWN_CACHE, API_LOCAL_CACHE, API_OFFLINE_CACHE } from "./api-caches.ts";
import { apiCacheKey } from "./cache-key.ts";
import { cachePolicy } from "./cache-policy.ts";
import { stampedForCache } from "./cached-at.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY_S = 24 * 60 * 60;

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app address answers with the shell; the router draws the route.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { allowlist: [/^\/m(\/|$)/] }));

// Game icons and banners: cache-first, at most 300 for at most 7 days. Same-origin ones only:
// the worker's own CSP (web/security-headers.ts) lets it connect to its origin alone, and a
// CDN image the worker does not answer is still fetched by the page under its img-src.
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: "images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

const keyedByMember = { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => apiCacheKey(request) };
const okOnly = new CacheableResponsePlugin({ statuses: [200] });
// After okOnly: only an answer that will be kept is stamped with when it was fetched.
const stamped = { cacheWillUpdate: async ({ response }: { response: Response }) => stampedForCache(response) };

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && cachePolicy(request.method, url.pathname) === "stale-while-revalidate",
  new StaleWhileRevalidate({
    cacheName: API_LOCAL_CACHE,
    plugins: [keyedByMember, okOnly, stamped, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// Balances: NetworkFirst without a timeout waits for the network as long as it takes and
// answers what it answers (a 500 included); only a failed fetch (offline) falls back to the copy,
// whose X-SW-Cached-At the page shows as 'last known'.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && cachePolicy(request.method, url.pathname) === "network-then-last-known",
  new NetworkFirst({
    cacheName: API_LAST_KNOWN_CACHE,
    plugins: [keyedByMember, okOnly, stamped, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && cachePolicy(request.method, url.pathname) === "network-first",
  new NetworkFirst({
    cacheName: API_OFFLINE_CACHE,
    plugins: [keyedByMember, okOnly, stamped, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);
