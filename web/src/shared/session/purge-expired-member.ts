import type { QueryClient } from "@tanstack/react-query";
import { clearMemberApiCache } from "../../service-worker/api-caches.ts";
import { after } from "../../lib/timing.ts";

/** After the app's requests have settled, how long the worker is given to keep their answers before the second purge. */
export const LATE_ANSWER_GRACE_MS = 1_000;
/** The second purge runs by then even if requests never settle (a list that keeps polling). */
export const LATE_ANSWER_MAX_WAIT_MS = 10_000;

/**
 * Forgets what the service worker keeps for the member whose
 * session just expired. Answers already on their way with that token (asked
 * together with the call that was refused) may still be kept by the worker
 * after the first purge, so it runs once more when the app's requests and
 * calls have settled (LATE_ANSWER_GRACE_MS later), or after
 * LATE_ANSWER_MAX_WAIT_MS at the latest. `storage`: tests.
 */
export function purgeExpiredMember(token: string, queryClient: QueryClient, storage?: CacheStorage): void {
  const purge = () => void clearMemberApiCache(token, storage ?? globalThis.caches).catch(() => undefined);
  purge();
  let done = false;
  const unsubscribes: (() => void)[] = [];
  const again = () => {
    if (done) return;
    done = true;
    latest();
    for (const unsubscribe of unsubscribes) unsubscribe();
    after(LATE_ANSWER_GRACE_MS, purge);
  };
  const latest = after(LATE_ANSWER_MAX_WAIT_MS, again);
  const check = () => {
    if (queryClient.isFetching() === 0 && queryClient.isMutating() === 0) again();
  };
  unsubscribes.push(queryClient.getQueryCache().subscribe(check), queryClient.getMutationCache().subscribe(check));
  check();
}
