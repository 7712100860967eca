// Spec §3 "VIP level table" and §4 "VIP" as data and pure rules, shared by the
// VIP club page (/m/vip), the member's benefits (/m/member/benefits) and the
// VIP progress. A member's table is the merchant's, from the level and benefit
// relays (MCSFE_getPlayerRankGroupLevels, MCSFE_getMemberClubBenefit, issue
// 43); a visitor, who has no session to ask them with, sees the spec's table.
// Amounts are in the member's currency; screens format them per locale.
import type { components } from "@platform/sdk";

type ServerLevel = components["schemas"]["VipLevel"];
type ServerBenefit = components["schemas"]["VipBenefit"];

export interface VipLevel {
  /** 1-based place in the table. */
  level: number;
  name: string;
  /** ET: total turnover that reaches the level. */
  cumulativeTurnover: number;
  /** UR: upgrade reward paid on reaching it. */
  upgradeReward: number;
  /** MC: monthly turnover that keeps it (spec §4: missing it drops one level); 0 = kept without. */
  monthlyCondition: number;
  /** MB: monthly bonus. */
  monthlyBonus: number;
  /** BB: birthday bonus. */
  birthdayBonus: number;
}

const row = (level: number, et: number, ur: number, mc: number, mb: number, bb: number): VipLevel => ({
  level,
  name: `VIP${level}`,
  cumulativeTurnover: et,
  upgradeReward: ur,
  monthlyCondition: mc,
  monthlyBonus: mb,
  birthdayBonus: bb,
});

/** The spec's eight levels, VIP1 first (spec §3): what a visitor sees. */
export const VIP_LEVELS: readonly VipLevel[] = [
  row(1, 3_000, 8, 0, 0, 0),
  row(2, 30_000, 28, 10_000, 18, 0),
  row(3, 300_000, 188, 100_000, 68, 188),
  row(4, 1_000_000, 588, 500_000, 288, 588),
  row(5, 5_000_000, 1_888, 1_000_000, 588, 688),
  row(6, 10_000_000, 3_888, 2_000_000, 888, 888),
  row(7, 50_000_000, 8_888, 10_000_000, 1_888, 1_888),
  row(8, 100_000_000, 18_888, 40_000_000, 8_888, 5_888),
];

/** The merchant's table: each level of the level relay with the benefits of the same name (none listed: 0). */
export function vipTable(levels: readonly ServerLevel[], benefits: readonly ServerBenefit[]): VipLevel[] {
  return levels.map((level, index) => {
    const benefit = benefits.find((entry) => entry.rankName === level.rankName);
    return {
      level: index + 1,
      name: level.rankName,
      cumulativeTurnover: level.totalTurnover,
      upgradeReward: benefit?.upgradeBonus ?? 0,
      monthlyCondition: level.monthlyTurnover,
      monthlyBonus: benefit?.monthlyBonus ?? 0,
      birthdayBonus: benefit?.birthdayBonus ?? 0,
    };
  });
}

/** Where a level's name stands in a table: its index, or -1 below the first level (VIP0) or for a name the table does not hold. */
export function placeOf(table: readonly { name: string }[], name: string): number {
  return table.findIndex((entry) => entry.name === name);
}

/**
 * Spec §4 "VIP": a member who misses the monthly turnover that keeps the
 * level drops one level (VIP 4 missing 500,000 drops to VIP 3): the level
 * below in the table, or none below the first (null).
 */
export function levelBelow(table: readonly { name: string }[], name: string): string | null {
  return table[placeOf(table, name) - 1]?.name ?? null;
}
