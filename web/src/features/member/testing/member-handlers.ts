// Default answers to the member centre's calls, shaped like the contract's examples.
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";

/** GET MCSFE_getPlayerRankProgress's "vip3" example. */
const rankProgressVip3 = {
  playerRankName: "VIP3",
  monthlyTurnover: { actual: 126_800, expected: 100_000 },
  totalTurnover: { actual: 412_350, expected: 1_000_000 },
};

const SPEC = [
  [3_000, 8, 0, 0, 0],
  [30_000, 28, 10_000, 18, 0],
  [300_000, 188, 100_000, 68, 188],
  [1_000_000, 588, 500_000, 288, 588],
  [5_000_000, 1_888, 1_000_000, 588, 688],
  [10_000_000, 3_888, 2_000_000, 888, 888],
  [50_000_000, 8_888, 10_000_000, 1_888, 1_888],
  [100_000_000, 18_888, 40_000_000, 8_888, 5_888],
] as const;

/** GET MCSFE_getPlayerRankGroupLevels's "levels" example (spec §3's ET and MC). */
const vipLevelsAnswer = ok(SPEC.map(([et, , mc], i) => ({ rankName: `VIP${i + 1}`, totalTurnover: et, monthlyTurnover: mc, color: null, color2: null })));
/** GET MCSFE_getMemberClubBenefit's "benefits" example (spec §3's UR, MB, BB). */
const vipBenefitsAnswer = ok(SPEC.map(([, ur, , mb, bb], i) => ({ rankName: `VIP${i + 1}`, upgradeBonus: ur, monthlyBonus: mb, birthdayBonus: bb })));

/** The member's availability as MCSFE_getAvailablePromotions answers it (`content`). */
export const availablePromotions = (counts: Partial<Record<string, number>> = {}, off: string[] = []) =>
  ok({
    content: Object.fromEntries(
      ["LOGIN", "MANUAL", "RAFFLE", "UPGRADE_BONUS", "MISSION_MANUAL", "TICKET", "REFERRAL"].map((key) => [key, { enabled: !off.includes(key), count: counts[key] ?? 0 }]),
    ),
    footer: {},
  });

export const memberCentreHandlers: Handlers = {
  "GET /wps/member/info": memberInfo({ vipLevel: 3, clubLabel: { labelName: "VIP3", type: null, color: "rgba(118,138,167,1)", color2: "rgba(239,242,250,1)" } }),
  "GET /wps/relay/MCSFE_getPlayerRankProgress": ok(rankProgressVip3),
  "GET /wps/relay/MCSFE_getPlayerRankGroupLevels": vipLevelsAnswer,
  "GET /wps/relay/MCSFE_getMemberClubBenefit": vipBenefitsAnswer,
  // The live answer: the merchant's first preset (its picture is the image host's; a test has none, so the default figure shows).
  "GET /wps/relay/MCSFE_getPlayerAvatar": ok({ avatar: "0", avatarType: "STATIC" }),
  "GET /wps/relay/MCSFE_getAvailablePromotions": availablePromotions(),
};
