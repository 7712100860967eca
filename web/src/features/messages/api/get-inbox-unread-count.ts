import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { canFetchUnreadCounts } from "../../../shared/session/index.ts";

type Api = ReturnType<typeof useApi>;

const inboxUnreadKey = (userName: string | undefined) => ["messages", "inbox-unread", userName ?? ""] as const;

const inboxUnreadQuery = (api: Api, userName: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: inboxUnreadKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/CSP_unreadCount", { signal })),
    enabled,
    staleTime: 60_000,
    // Spec §7: the inbox count shows no alert on failure.
    meta: { silent: true },
  });

/** Spec §6: only real members (not visitors, not trial) ask for unread counts. */
export function useInboxUnreadCount() {
  const api = useApi();
  const session = useSnapshot(authStore).session;
  return useQuery(inboxUnreadQuery(api, session?.userName, canFetchUnreadCounts(session)));
}
