// Default answers to the member centre's calls, shaped like the contract's examples.
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";

const rankProgressVip3 = {
  currentLevel: 3,
  nextLevel: 4,
  cumulativeTurnover: 412_350,
  nextLevelTurnover: 1_000_000,
  monthlyTurnover: 126_800,
  monthlyCondition: 100_000,
  progress: 16.05,
  levels: [],
};

/** The member's availability as MCSFE_getAvailablePromotions answers it (`content`). */
export const availablePromotions = (counts: Partial<Record<string, number>> = {}, off: string[] = []) =>
  ok({
    content: Object.fromEntries(
      ["LOGIN", "MANUAL", "RAFFLE", "UPGRADE_BONUS", "MISSION_MANUAL", "TICKET", "REFERRAL"].map((key) => [key, { enabled: !off.includes(key), count: counts[key] ?? 0 }]),
    ),
    footer: {},
  });

export const memberCentreHandlers: Handlers = {
  "GET /wps/member/info": memberInfo({ vipLevel: 3 }),
  "GET /wps/relay/MCSFE_getPlayerRankProgress": ok(rankProgressVip3),
  "GET /wps/relay/MCSFE_getAvailablePromotions": availablePromotions(),
};
