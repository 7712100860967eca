import { notifyManager, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { after } from "./timing.ts";

/**
 * How long, from when the page went live with answers still on their way, the page settles at the latest
 * (lib/hydration.ts). The SDK gives a request up after 15 s and a network failure is asked once more: a screen
 * whose answer is that slow is failing, and what the frame draws beside it (the footer's unread-messages dot,
 * the avatar) does not wait for it any longer.
 */
export const SETTLE_AT_LATEST_MS = 10_000;

/**
 * Issue 48: false until the answers the page asked for when it went live (`live`) are all in (no query of
 * `client` fetching, one asked meanwhile included), or SETTLE_AT_LATEST_MS has passed; true from then on,
 * whatever is fetched later (a next page, a refresh). A data page's largest paint is its first answer drawn:
 * when that answer came after the live picture (a slow server, a loaded phone), the frame's decorations asked
 * for their data before it was painted (e2e/lcp.spec.ts, the member centre's VIP card and the footer's count).
 * Without a client (a part rendered on its own) there is none to wait for.
 */
export function useFirstAnswersIn(live: boolean, client: QueryClient | undefined): boolean {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!live || answered || !client) return;
    const check = () => {
      if (client.isFetching() === 0) setAnswered(true);
    };
    // As React Query's useIsFetching: told after a batch of the cache's changes, never in the middle of one (which
    // can be another component's render).
    const unsubscribe = client.getQueryCache().subscribe(notifyManager.batchCalls(check));
    // The first look in the same way, a task later: by then the screen's queries, started in its own effects of this
    // commit, are on their way.
    notifyManager.schedule(check);
    const cancel = after(SETTLE_AT_LATEST_MS, () => setAnswered(true));
    return () => {
      unsubscribe();
      cancel();
    };
  }, [live, answered, client]);
  return live && (answered || !client);
}
