import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { keyedThrottle } from "../../../lib/throttle.ts";
import { UNREAD_COUNT_THROTTLE_MS } from "../unread-badge.ts";

/** Every unread count of this feature sits under ["messages", …-unread]. */
const unreadKeys = [
  ["messages", "inbox-unread"],
  ["messages", "chat-unread"],
] as const;

/** Asks the unread counts again (after a message is read or deleted), at most once per 250 ms (spec §9). */
export function useRefreshUnreadCounts() {
  const queryClient = useQueryClient();
  const allow = useMemo(() => keyedThrottle(UNREAD_COUNT_THROTTLE_MS), []);
  return useCallback(() => {
    for (const key of unreadKeys) if (allow(key[1])) void queryClient.invalidateQueries({ queryKey: key });
  }, [queryClient, allow]);
}
