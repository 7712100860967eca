import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { keyedThrottle } from "../../../lib/throttle.ts";
import { UNREAD_COUNT_THROTTLE_MS } from "../unread-badge.ts";
import { chatUnreadCount } from "./get-chat-unread-count.ts";
import { inboxUnreadCount } from "./get-inbox-unread-count.ts";

/** Asks the unread counts again (after a message is read or deleted), at most once per 250 ms each (spec §9). */
export function useRefreshUnreadCounts() {
  const queryClient = useQueryClient();
  const allow = useMemo(() => keyedThrottle(UNREAD_COUNT_THROTTLE_MS), []);
  return useCallback(() => {
    for (const count of [inboxUnreadCount, chatUnreadCount]) if (allow(count.operation)) void invalidateApiQueries(queryClient, [count]);
  }, [queryClient, allow]);
}
