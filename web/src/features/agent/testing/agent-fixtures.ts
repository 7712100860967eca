// Answers to the agent screens' calls for component tests (shapes of the contract's examples).
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok } from "../../../testing/fixtures.ts";

export const agentSession = memberSession({ userName: "agent_lee", type: 1 });

export const agentAnnouncement = (id: number, title: string, read: boolean) => ({
  id,
  type: "A",
  title,
  category: "Agent",
  content: `<p>${title} in full.</p><img src=x onerror="alert(1)">`,
  startDate: "2026-11-16",
  endDate: "2026-12-16",
  noExpiry: 0,
  announcementImages: [],
  read,
});

const menu = (keys: string[]) => keys.map((menuId, index) => ({ menuId, name: menuId, route: "/m/x", icon: null, sort: index + 1, external: false, moduleId: null }));

export const teamKpiFooter = { teamLoginMemberCount: 86, teamBetMemberCount: 64, teamRegisterMemberCount: 7, teamOnlineCount: 23, teamMemberCount: 412 };

/** The agent footer's calls (every page of the agent area, issue 34): the merchant's menu and the agent announcements. */
export const agentFooterHandlers: Handlers = {
  "GET /wps/system/whitelabel/menu": ok(menu(["teamOverview", "redRain", "mailCenter", "agentDividend"])),
  "GET /wps/relay/CCSFE_getListAnnouncements": ok({
    promotion: [],
    banners: [],
    player: [],
    popup: [],
    hot: [],
    agent: [agentAnnouncement(7401, "Dividend paid", false), agentAnnouncement(7402, "New tiers", true)],
    footer: { unreadCount: 1 },
  }),
};

/** Agent home's calls, answered (each test overrides what it is about). */
export const agentHomeHandlers: Handlers = {
  "GET /wps/member/info": memberInfo(),
  "GET /wps/relay/ODSFE2_TeamKPIA": ok({ list: [], footer: teamKpiFooter }),
  ...agentFooterHandlers,
  "POST /wps/relay/MCSFE_markAnnouncementAsRead": ok(true),
};
