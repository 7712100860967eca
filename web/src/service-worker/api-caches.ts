// The service worker's API caches (sw.ts names them from here) and, for the
// page, forgetting one member's entries on logout: another member (or a
// visitor) on the same phone then never gets the last member's cached
// answers offline, and nothing of theirs stays on the device longer than the
// session. Entries are keyed by a digest of the token (cache-key.ts), so only
// the one member's entries go; other members' and anonymous ones stay.
import { MEMBER_KEY_PARAM, tokenDigest } from "./cache-key.ts";

/** spec §9's locally cached calls (stale-while-revalidate). */
export const API_LOCAL_CACHE = "api-local";
/** Other reads kept for offline (network-first). */
export const API_OFFLINE_CACHE = "api-offline";
const API_CACHES = [API_LOCAL_CACHE, API_OFFLINE_CACHE] as const;

/** Deletes every API cache entry of the member whose session token this is; resolves with how many went. */
export async function clearMemberApiCache(token: string, storage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  // No Cache API (an insecure context, an old browser): the worker cannot have cached anything either.
  if (!storage) return 0;
  const digest = await tokenDigest(token);
  let removed = 0;
  for (const name of API_CACHES) {
    if (!(await storage.has(name))) continue;
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).searchParams.get(MEMBER_KEY_PARAM) === digest && (await cache.delete(request))) removed += 1;
    }
  }
  return removed;
}
