// Answers shaped like the contract's examples, for the rewards screens' tests.
import { ok } from "../../../testing/fixtures.ts";
import type { ClaimableReward, ClaimTicket, PointReward, ReferralDetails, SignInConfig, SignInConfigHistory, SignInDay } from "../reward-types.ts";

/** 2027-01-31 23:59:59 (UTC+8): after every test's clock. */
const LATER = 1801411199000;

export const upgradeBonus: ClaimableReward = {
  rewardId: 880012,
  promotionType: "UPGRADE_BONUS",
  eventName: "VIP3 upgrade bonus",
  ticketName: null,
  rewardAmount: 188,
  rewardPoint: 0,
  status: "I",
  expiry: LATER,
  remark: "<p>Level-up bonus for reaching VIP3.</p>",
};

export const depositBonus: ClaimableReward = {
  rewardId: 880007,
  promotionType: "FIRST_DEPOSIT",
  eventName: "First deposit bonus",
  ticketName: "Lucky wheel spin",
  rewardAmount: 288,
  rewardPoint: 50,
  status: "I",
  expiry: null,
  remark: null,
};

/** A reward whose claim period is over (2026-11-18). */
export const lapsedBonus: ClaimableReward = {
  rewardId: 879990,
  promotionType: "MANUAL",
  eventName: "Weekend bonus",
  ticketName: null,
  rewardAmount: 18,
  rewardPoint: 0,
  status: "I",
  expiry: 1795017599000,
  remark: null,
};

export const rewardsAnswer = (list: ClaimableReward[] = [upgradeBonus, depositBonus, lapsedBonus]) => ok(list);

export const wheelTicket: ClaimTicket = {
  transactionId: "TK20261121000137",
  ticketId: "T1001",
  name: "Lucky wheel ticket",
  ticketType: "PRIZE_WHEEL",
  status: "AVAILABLE",
  conditionStatus: [],
  expiryTime: "2027-01-31T23:59:59+08:00",
};

export const ticketsAnswer = (list: ClaimTicket[] = []) => ok(list);

/** The member's availability as MCSFE_getAvailablePromotions answers it (`content`). */
export const availability = (overrides: Record<string, { enabled: boolean; count: number }> = {}) =>
  ok({
    content: {
      LOGIN: { enabled: true, count: 1 },
      MANUAL: { enabled: true, count: 1 },
      RAFFLE: { enabled: true, count: 1 },
      UPGRADE_BONUS: { enabled: true, count: 1 },
      MISSION_MANUAL: { enabled: false, count: 0 },
      TICKET: { enabled: true, count: 1 },
      REFERRAL: { enabled: true, count: 0 },
      ...overrides,
    },
    footer: {},
  });

export const signInConfig: SignInConfig = {
  configId: 12,
  name: "7-day check-in",
  type: "C",
  description: "<p>Check in every day for 7 days in a row.</p>",
};

export const depositConfig: SignInConfig = { configId: 15, name: "Deposit check-in", type: "C", description: null };

const day = (id: number, dayCount: number, overrides: Partial<SignInDay> = {}): SignInDay => ({
  id,
  dayCount,
  isToday: "N",
  hasClaimed: "N",
  isClaimedToday: "N",
  amount: 0,
  pointAmount: 0,
  ticket: null,
  depositAmount: 0,
  validBetAmount: 0,
  ...overrides,
});

/** Days 1 and 2 claimed, day 3 today (￥5.00), day 4 ￥8.00 and 20 points. */
export const signInDaysOf = (overrides: Partial<SignInDay> = {}): SignInConfigHistory => ({
  list: [
    day(1201, 1, { hasClaimed: "Y", amount: 2 }),
    day(1202, 2, { hasClaimed: "Y", amount: 3, pointAmount: 10 }),
    day(1203, 3, { isToday: "Y", amount: 5, ...overrides }),
    day(1204, 4, { amount: 8, pointAmount: 20 }),
  ],
  footer: { dayCountClaimed: 2, totalClaimedAmount: 5, totalClaimedPointAmount: 10 },
});

/** The same days once today's (1203) is claimed. */
export const signInDaysClaimed = (): SignInConfigHistory => ({
  list: signInDaysOf().list.map((item) => ({ ...item, isClaimedToday: "Y", ...(item.id === 1203 ? { hasClaimed: "Y" } : {}) })),
  footer: { dayCountClaimed: 3, totalClaimedAmount: 10, totalClaimedPointAmount: 10 },
});

export const referral: ReferralDetails = {
  referralCode: "ply6684",
  totalInvitations: 3,
  promotionDomains: ["www.platform.test", "https://play.platform.test"],
  affiliateCode: null,
  invitationRewardEnabled: "Y",
  achievementEnabled: "N",
  depositRebateEnabled: "Y",
  bettingRebateEnabled: "N",
};

export const cashReward: PointReward = {
  rewardId: 6102,
  name: "￥18.00 cash",
  description: "Credited to your main wallet at once",
  pointPrice: 1800,
  conversionType: 1,
  cashAmount: 18,
  stock: null,
  limitPerMember: 5,
  redeemedByMember: 0,
};

export const earbuds: PointReward = {
  rewardId: 6104,
  name: "Wireless earbuds",
  pointPrice: 38000,
  conversionType: 3,
  cashAmount: null,
  stock: 12,
  limitPerMember: 1,
  redeemedByMember: 0,
};

export const pointRewardsAnswer = (list: PointReward[] = [cashReward, earbuds]) => ok({ list, pageNum: 1, totalPages: 1, totalCount: list.length });
