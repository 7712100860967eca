// The service worker's API caches (sw.ts names them from here) and, for the
// page, forgetting members' entries: another member (or a visitor) on the
// same phone then never gets a member's cached answers offline, and nothing
// of theirs stays on the device longer than the session. Entries are keyed by
// a digest of the token (cache-key.ts). A session can end without a
// logout (expiry, a closed tab), so the page purges on logout
// (clearMemberApiCache), on expiry (the same, with the expiring token) and at
// a start without a session (clearAllMemberApiCaches).
import { MEMBER_KEY_PARAM, tokenDigest } from "./cache-key.ts";

/** spec §9's locally cached calls (stale-while-revalidate). */
export const API_LOCAL_CACHE = "api-local";
/** Other reads kept for offline (network-first). */
export const API_OFFLINE_CACHE = "api-offline";
/** Balances: answered from here only when the network fails, marked (network-then-last-known). */
export const API_LAST_KNOWN_CACHE = "api-last-known";
const API_CACHES = [API_LOCAL_CACHE, API_OFFLINE_CACHE, API_LAST_KNOWN_CACHE] as const;

/** Deletes the API cache entries whose member digest `remove` accepts; resolves with how many went. */
async function clearMemberEntries(storage: CacheStorage | undefined, remove: (digest: string) => boolean | Promise<boolean>): Promise<number> {
  // No Cache API (an insecure context, an old browser): the worker cannot have cached anything either.
  if (!storage) return 0;
  let removed = 0;
  for (const name of API_CACHES) {
    if (!(await storage.has(name))) continue;
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const digest = new URL(request.url).searchParams.get(MEMBER_KEY_PARAM);
      if (digest !== null && (await remove(digest)) && (await cache.delete(request))) removed += 1;
    }
  }
  return removed;
}

/** Deletes every API cache entry of the member whose session token this is; resolves with how many went. */
export async function clearMemberApiCache(token: string, storage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  const digest = await tokenDigest(token);
  return clearMemberEntries(storage, (entry) => entry === digest);
}

/**
 * Deletes every API cache entry keyed by any member (anonymous ones stay), for
 * a start without a session: whoever last used the phone left no logout
 * behind. `currentToken` is read as each entry is met: a member who logs in
 * while this runs keeps what the worker caches for them.
 */
export async function clearAllMemberApiCaches(
  currentToken: () => string | undefined = () => undefined,
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<number> {
  return clearMemberEntries(storage, async (digest) => {
    const token = currentToken();
    return token === undefined || digest !== (await tokenDigest(token));
  });
}
