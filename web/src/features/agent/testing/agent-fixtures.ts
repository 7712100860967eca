// Answers to the agent screens' calls for component tests (shapes of the contract's examples).
import type { Handlers } from "../../../testing/fake-api.ts";
import { consolidatedSettings, memberInfo, memberSession, menuTree, ok } from "../../../testing/fixtures.ts";

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

/** Today's team totals (GET ODSFE2_teamKPIC "today", size 0): agent home reads the footer. */
export const teamKpiFooter = {
  teamTotalPnl: -38215.75,
  teamDeposit: 128600,
  teamWithdraw: 45300,
  teamTotalWin: 927264.75,
  teamTotalBet: 965480.5,
  teamLoginMemberCount: 86,
  teamBetMemberCount: 64,
  teamDepositMemberCount: 31,
  teamRegisterMemberCount: 7,
  teamOnlineCount: 23,
};

/** The agent footer's calls (every page of the agent area): the merchant's menu (team overview, red-envelope rain, mail centre, dividend) and the agent announcements. */
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
  "GET /wps/relay/ODSFE2_teamKPIC": ok({ list: [], footer: teamKpiFooter }),
  ...agentFooterHandlers,
  "POST /wps/relay/MCSFE_markAnnouncementAsRead": ok(true),
};

/** GET ODSFE2_subordinateSimple as the contract's example: the agent itself (the client leaves it out) and three downlines. */
export const simpleDownlineNames = ok({
  list: [
    { customerName: "agent_lee", customerId: 100007 },
    { customerName: "lucky_88", customerId: 100512 },
    { customerName: "sub_agent_wu", customerId: 100533 },
    { customerName: "xiaoming01", customerId: 100601 },
  ],
  totalPages: 1,
});

/** A direct downline as GET ODSFE2_getSubordinatev2 lists it. */
export const downlineRow = (customerId: number, customerName: string, isAgent = false) => ({
  customerId,
  customerName,
  isAgent,
  balance: 3260.8,
  registerTime: 1791000000000,
  lastLoginTime: 1795251600000,
  downlineCount: isAgent ? 27 : 0,
});

const rate = (productType: string, type: string, rebateValue: number, prizeModeId: number | null = null) => ({ productType, type, rebateValue, prizeModeId, playNameId: null });

/** The agent's own rates (MCSFE_getCustomerRebateSettingByProductType "rebates", trimmed). */
export const ownRates = ok({ "3": [rate("3", "RNG", 0.012)], "2": [rate("2", "LIVE", 0.008)], "4": [rate("4", "SSC", 0.06, 1)] });

/** A downline's rates (customerId given). */
export const downlineRates = ok({ "3": [rate("3", "RNG", 0.01)], "2": [rate("2", "LIVE", 0.006)] });

/** The merchant's ranges (MCSFE_getGlobalRebateSettingsByProductType "settings", trimmed). */
export const globalRanges = ok({
  "3": [{ productType: "3", gameType: "RNG", highestRebate: 0.015, rebateInterval: 0.001, rebateDifference: 0.001 }],
  "2": [{ productType: "2", gameType: "LIVE", highestRebate: 0.01, rebateInterval: 0.001, rebateDifference: 0.001 }],
  "4": [{ productType: "4", gameType: "SSC", highestRebate: 0.08, rebateInterval: 0.005, rebateDifference: 0.005 }],
});

/** The agent's quotas (MCSFE_getAgentQuotaGroupByProduct "quotas", trimmed). */
export const quotaGroups = ok({ "3": { quotaRebateConfig: [{ productType: "3", type: "RNG", rebateValue: 0.011 }], totalQuota: 20, remainingQuota: 13 } });
