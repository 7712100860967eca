import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { canFetchUnreadCounts, useSession } from "../../../shared/session/index.ts";

export const inboxUnreadCount = defineQuery("getInboxUnreadCount", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/EMFE_getInboxUnreadCount", { signal }),
  staleTime: 60_000,
  // Spec §7: the inbox count shows no alert on failure.
  meta: { silent: true },
});

/** Spec §6: only real members (not visitors, not trial) ask for unread counts. */
export function useInboxUnreadCount() {
  const { session } = useSession();
  return useApiQuery(inboxUnreadCount, undefined, { enabled: canFetchUnreadCounts(session) });
}
