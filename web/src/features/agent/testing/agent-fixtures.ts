// Answers to the agent screens' calls for component tests (shapes of the contract's examples).
import type { Handlers } from "../../../testing/fake-api.ts";
import { consolidatedSettings, memberInfo, memberSession, menuTree, ok } from "../../../testing/fixtures.ts";
import type { RedPacketRainSession } from "../api/red-packet-rain.ts";

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

export const teamKpiFooter = { teamLoginMemberCount: 86, teamBetMemberCount: 64, teamRegisterMemberCount: 7, teamOnlineCount: 23, teamMemberCount: 412 };

/** The agent footer's calls (every page of the agent area, issue 34): the merchant's menu (team overview, red-envelope rain, mail centre, dividend) and the agent announcements. */
export const agentFooterHandlers: Handlers = {
  "GET /wps/system/settings/consolidated": consolidatedSettings({
    whitelabel: menuTree({
      MEMCEN: { SECPRIV: "0", MAILCEN: "1" },
      AGECEN: { AGEPAG: "1", TRANSREC3: "0", DOWNMAN: "0", AGENTRANSMULTDOWN3: "1", AGETEAMPNL3: "0", TEAMBETTING3: "0", GAMSER: "0", AGEREBINC3: "0", DIVIDEND: "1" },
    }),
  }),
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

/** GET PROMOFE_getRedPacketRain as the contract's 'open' example: the noon session closed, the 20:00 one open (`evening` changes it). */
export function redPacketRain(evening: Partial<RedPacketRainSession> = {}) {
  return ok({
    eventId: 8801,
    title: "Red-packet rain",
    activityStatus: "JOIN",
    serverTime: "2026-11-21T20:01:30+08:00",
    startDate: "2026-11-15",
    endDate: "2026-11-30",
    requirement: "Deposit ￥100 or more today",
    eligible: true,
    maxPacketAmount: 88.88,
    totalWon: 12.5,
    rules: null,
    sessions: [
      { sessionId: 880103, startTime: "2026-11-21T12:00:00+08:00", endTime: "2026-11-21T12:05:00+08:00", activityStatus: "CLOSED", prizePool: 8888, amountWon: 12.5 },
      { sessionId: 880104, startTime: "2026-11-21T20:00:00+08:00", endTime: "2026-11-21T20:05:00+08:00", activityStatus: "JOIN", prizePool: 18888, amountWon: null, ...evening },
    ],
  });
}
