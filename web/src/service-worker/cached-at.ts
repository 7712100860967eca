// The mark on an API answer the service worker gives from its cache (issue
// 29): when it keeps an answer, it stamps the copy with the time it was
// fetched, so a copy answered later (offline) says how old it is and the page
// can tell it from a fresh answer. Fresh answers from the network never carry
// it. Shared by the worker (sw.ts) and the page (lib/last-known.ts).

/** ISO time the cached copy was fetched from the network; present only on answers from the worker's cache. */
export const CACHED_AT_HEADER = "X-SW-Cached-At";

/** The copy of a network answer the worker keeps: the same answer, stamped with when it was fetched. */
export function stampedForCache(response: Response, fetchedAt: Date = new Date()): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, fetchedAt.toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When the cached copy was fetched, or null for an answer that did not come from the worker's cache (or a mark that is not a time). */
export function cachedAtOf(response: Pick<Response, "headers">): Date | null {
  const value = response.headers.get(CACHED_AT_HEADER);
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}
