import { clearAllMemberApiCaches } from "../service-worker/api-caches.ts";
import { authStore } from "../stores/auth.ts";

/**
 * A start without a session means the last member's session ended
 * without a logout (the tab was closed, or it expired unseen): every answer
 * the service worker keeps for any member goes (logout and expiry purge their
 * own member's: shared/session). A member
 * who logs in meanwhile keeps theirs. Never fails the start.
 */
export function purgeMemberCachesAtStart(storage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  if (authStore.session !== null) return Promise.resolve(0);
  return clearAllMemberApiCaches(() => authStore.session?.token, storage).catch(() => 0);
}
