import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { merchantCode } from "../../../config.ts";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** Spec §3: agent home asks for content type A in group m_home. */
const AGENT_ANNOUNCEMENT_QUERY = { types: "A", groupName: "m_home", platform: "M" } as const;

export const agentAnnouncementsKey = (userName: string | undefined) => agentKey(userName, "announcements");

/** The agent announcements and their unread count (spec §3 `footer.unreadCount`); silent on failure (spec §8). */
const agentAnnouncementsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentAnnouncementsKey(userName),
    queryFn: async ({ signal }) => {
      const value = await unwrap(
        api.GET("/wps/relay/CCSFE_getListAnnouncements", { params: { query: { ...AGENT_ANNOUNCEMENT_QUERY, merchantCode } }, signal }),
      );
      return { list: value.agent ?? [], unreadCount: value.footer?.unreadCount ?? 0 };
    },
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

export function useAgentAnnouncements() {
  const { api, userName } = useAgentApi();
  return useQuery(agentAnnouncementsQuery(api, userName));
}

/** Spec §4 "Announcement read": tell the server (no error alert, spec §8). */
export function markAnnouncementRead(api: Api, announcementId: number) {
  return unwrap(api.POST("/wps/relay/MCSFE_markAnnouncementAsRead", { body: { announcementId, read: true } }));
}
