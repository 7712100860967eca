// A member's VIP standing from their own turnover: the
// level is the highest of the merchant's table whose ET (total turnover) the
// member reached; GET MCSFE_getPlayerRankProgress answers it by name, with the
// total turnover against the next level's ET and this month's turnover
// against what the month asks: the level's MC (spec §4: missing it drops one
// level at the month's end), or, below the first level, the first level's ET
// (the live VIP0 body shows the same `expected` for both). The table is the
// contract's (getVipLevels with getVipBenefits), one row per level.
import type { Schemas } from "./handler-types.ts";

/** One level of the sandbox's table: getVipLevels' row and getVipBenefits' row of the same name. */
export interface VipRow {
  /** 1-based place in the table (the first listed level is 1). */
  level: number;
  name: string;
  /** ET: total turnover that reaches the level. */
  cumulativeTurnover: number;
  /** MC: monthly turnover that keeps it. */
  monthlyCondition: number;
  /** UR, MB, BB. */
  upgradeReward: number;
  monthlyBonus: number;
  birthdayBonus: number;
  color: string | null;
  color2: string | null;
}

/** A member below the first level: the name the live body gives (playerRankName VIP0). */
const NO_LEVEL_NAME = "VIP0";

export interface Turnover {
  /** Valid turnover since the account opened (compared with ET). */
  cumulative: number;
  /** Valid turnover this month (compared with the level's MC). */
  monthly: number;
}

/** The table from the contract's two answers: each level of getVipLevels with the benefits of the same name (none: 0). */
export function vipTable(levels: readonly Schemas["VipLevel"][], benefits: readonly Schemas["VipBenefit"][]): VipRow[] {
  return levels.map((row, index) => {
    const benefit = benefits.find((b) => b.rankName === row.rankName);
    return {
      level: index + 1,
      name: row.rankName,
      cumulativeTurnover: row.totalTurnover,
      monthlyCondition: row.monthlyTurnover,
      upgradeReward: benefit?.upgradeBonus ?? 0,
      monthlyBonus: benefit?.monthlyBonus ?? 0,
      birthdayBonus: benefit?.birthdayBonus ?? 0,
      color: row.color ?? null,
      color2: row.color2 ?? null,
    };
  });
}

/** The level a total turnover reaches (0: none yet). */
export function levelOf(levels: readonly VipRow[], cumulative: number): number {
  return levels.reduce((level, row) => (cumulative >= row.cumulativeTurnover && row.level > level ? row.level : level), 0);
}

/** The level of a name (0: below the first, or a name the table does not hold). */
export function levelNamed(levels: readonly VipRow[], name: string | undefined): number {
  return levels.find((row) => row.name === name)?.level ?? 0;
}

/** The turnover that reaches a level exactly and keeps it this month (how a seeded member's level is given). */
export function turnoverFor(levels: readonly VipRow[], level: number): Turnover {
  const row = levels.find((entry) => entry.level === level);
  return { cumulative: row?.cumulativeTurnover ?? 0, monthly: row?.monthlyCondition ?? 0 };
}

/** GET MCSFE_getPlayerRankProgress for a member with this turnover. */
export function rankProgress(levels: readonly VipRow[], turnover: Turnover): Schemas["RankProgress"] {
  const level = levelOf(levels, turnover.cumulative);
  const current = levels.find((row) => row.level === level);
  const next = levels.find((row) => row.level === level + 1);
  // At the top the total turnover is measured against the top level's own ET (reached: a full bar).
  const totalExpected = next?.cumulativeTurnover ?? current?.cumulativeTurnover ?? 0;
  const monthlyExpected = current ? current.monthlyCondition : (next?.cumulativeTurnover ?? 0);
  return {
    playerRankName: current?.name ?? NO_LEVEL_NAME,
    monthlyTurnover: { actual: turnover.monthly, expected: monthlyExpected },
    totalTurnover: { actual: turnover.cumulative, expected: totalExpected },
  };
}

/** Member info's clubLabel: the level's name and colours (none below the first level). */
export function clubLabelOf(levels: readonly VipRow[], level: number): Schemas["ClubLabel"] {
  const row = levels.find((entry) => entry.level === level);
  return { labelName: row?.name ?? NO_LEVEL_NAME, type: null, color: row?.color ?? null, color2: row?.color2 ?? null };
}

/** GET MCSFE_getPlayerRankGroupLevels from the table. */
export function levelList(levels: readonly VipRow[]): Schemas["VipLevel"][] {
  return levels.map((row) => ({ rankName: row.name, totalTurnover: row.cumulativeTurnover, monthlyTurnover: row.monthlyCondition, color: row.color, color2: row.color2 }));
}

/** GET MCSFE_getMemberClubBenefit from the table. */
export function benefitList(levels: readonly VipRow[]): Schemas["VipBenefit"][] {
  return levels.map((row) => ({ rankName: row.name, upgradeBonus: row.upgradeReward, monthlyBonus: row.monthlyBonus, birthdayBonus: row.birthdayBonus }));
}
