// Answers shaped like the contract's examples, for the rewards screens' tests.
import { ok } from "../../../testing/fixtures.ts";
import type { AffiliateUrl, ClaimableReward, PointReward, SignInPromotion } from "../reward-types.ts";

export const upgradeBonus: ClaimableReward = {
  rewardId: 880012,
  promotionType: "UPGRADE_BONUS",
  promotionId: 3001,
  title: "VIP3 upgrade bonus",
  amount: 188,
  status: "I",
  activityStatus: "CLAIM",
  issuedDate: "2026-11-19",
  expiryDate: "2026-11-26",
};

export const wheelTicket: ClaimableReward = {
  rewardId: 880040,
  promotionType: "TICKET",
  promotionId: 3301,
  transactionId: "TK20261121000137",
  title: "Lucky wheel ticket",
  status: "I",
  activityStatus: "CLAIM",
  expiryDate: "2026-11-28",
};

export const raffleToJoin: ClaimableReward = {
  rewardId: 879988,
  promotionType: "RAFFLE",
  promotionId: 3107,
  title: "Double 12 lucky draw",
  status: "I",
  activityStatus: "JOIN",
  expiryDate: "2026-12-11",
};

const applyingBonus: ClaimableReward = {
  rewardId: 880050,
  promotionType: "MANUAL",
  title: "First deposit bonus",
  amount: 100,
  status: "I",
  activityStatus: "APPLYING",
  expiryDate: null,
};

export const rewardsAnswer = (list: ClaimableReward[] = [upgradeBonus, applyingBonus, raffleToJoin, wheelTicket]) => ok(list);

export const availability = (overrides: Record<string, { enabled: boolean; count: number }> = {}) =>
  ok({
    LOGIN: { enabled: true, count: 1 },
    MANUAL: { enabled: true, count: 1 },
    RAFFLE: { enabled: true, count: 1 },
    UPGRADE_BONUS: { enabled: true, count: 1 },
    MISSION_MANUAL: { enabled: false, count: 0 },
    TICKET: { enabled: true, count: 1 },
    REFERRAL: { enabled: true, count: 0 },
    ...overrides,
  });

export const signInPromotion = (overrides: Partial<SignInPromotion> = {}): SignInPromotion => ({
  promotionId: 3401,
  title: "7-day sign-in bonus",
  rules: "<p>Sign in every day to collect a bonus.</p>",
  startDate: "2026-11-01",
  endDate: "2026-12-31",
  today: "2026-11-21",
  cycleDays: 4,
  signedDays: 2,
  signedToday: false,
  eligibleToday: true,
  condition: null,
  totalReward: 5,
  days: [
    { day: 1, date: "2026-11-19", reward: 2, status: "SIGNED" },
    { day: 2, date: "2026-11-20", reward: 3, status: "SIGNED" },
    { day: 3, date: "2026-11-21", reward: 5, status: "CLAIM" },
    { day: 4, date: "2026-11-22", reward: 8, status: "COMING_SOON" },
  ],
  ...overrides,
});

export const referralLink: AffiliateUrl = {
  affUrlId: 7412,
  url: "/m/register?code=PLY1O7",
  affiliateCode: "PLY1O7",
  customerType: 0,
  rebate: 0,
  registerCount: 3,
  createdDate: "2026-11-02",
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
