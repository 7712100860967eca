import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { canFetchUnreadCounts, useSession } from "../../../shared/session/index.ts";
import { useFeatureFlag } from "../../../shared/system/index.ts";

export const chatUnreadCount = defineQuery("getChatUnreadCount", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/CBS_unreadCount", { signal }),
  staleTime: 60_000,
  // Spec §7: no alert on failure.
  meta: { silent: true },
});

/**
 * Unread live-chat messages (spec §6, §7): only with the CBS3 flag on and for
 * a real member (not visitors, not trial accounts). The message centre's live
 * chat badge.
 */
export function useChatUnreadCount() {
  const { session } = useSession();
  const chatOn = useFeatureFlag("CBS3");
  return useApiQuery(chatUnreadCount, undefined, { enabled: chatOn && canFetchUnreadCounts(session) });
}
