import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { canFetchUnreadCounts } from "../../../shared/session/index.ts";
import { useFeatureFlag } from "../../../shared/system/index.ts";

type Api = ReturnType<typeof useApi>;

const chatUnreadKey = (userName: string | undefined) => ["messages", "chat-unread", userName ?? ""] as const;

const chatUnreadQuery = (api: Api, userName: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: chatUnreadKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/CBS_unreadCount", { signal })),
    enabled,
    staleTime: 60_000,
    // Spec §7: no alert on failure.
    meta: { silent: true },
  });

/**
 * Unread live-chat messages (spec §6, §7): only with the CBS3 flag on and for
 * a real member (not visitors, not trial accounts). The message centre's live
 * chat badge; public for other screens' badges (agent centre).
 */
export function useChatUnreadCount() {
  const api = useApi();
  const session = useSnapshot(authStore).session;
  const chatOn = useFeatureFlag("CBS3");
  return useQuery(chatUnreadQuery(api, session?.userName, chatOn && canFetchUnreadCounts(session)));
}
