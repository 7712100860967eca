import { merchantCode } from "../../../config.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §3: agent home asks for content type A in group m_home. */
const AGENT_ANNOUNCEMENT_QUERY = { types: "A", groupName: "m_home", platform: "M" } as const;

/** The agent announcements and their unread count (spec §3 `footer.unreadCount`); silent on failure (spec §8). */
export const agentAnnouncements = defineQuery("getAnnouncements", {
  view: "agent",
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/CCSFE_getListAnnouncements", { params: { query: { ...AGENT_ANNOUNCEMENT_QUERY, merchantCode } }, signal }),
  map: (value) => ({ list: value.agent ?? [], unreadCount: value.footer?.unreadCount ?? 0 }),
  staleTime: 60_000,
});
