import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { usePageSettled } from "../../../lib/hydration.ts";
import { canFetchUnreadCounts, useSession } from "../../../shared/session/index.ts";

export const inboxUnreadCount = defineQuery("getInboxUnreadCount", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/EMFE_getInboxUnreadCount", { signal }),
  staleTime: 60_000,
  // Spec §7: the inbox count shows no alert on failure.
  meta: { silent: true },
});

/**
 * Spec §6: only real members (not visitors, not trial) ask for unread counts. `whenSettled`: a count the
 * frame draws beside a screen (the footer's dot) asks once the page has settled
 * (lib/hydration.ts), not in line with the first screen's data; the inbox's own screen asks at once.
 */
export function useInboxUnreadCount({ whenSettled = false }: { whenSettled?: boolean } = {}) {
  const { session } = useSession();
  const settled = usePageSettled();
  return useApiQuery(inboxUnreadCount, undefined, { enabled: canFetchUnreadCounts(session) && (settled || !whenSettled) });
}
