// Spec §3 "VIP level table (static)" and §4 "VIP" as data and pure rules, shared
// by the VIP club page (/m/vip) and the member's benefits (/m/member/benefits).
// Amounts are in the member's currency; screens format them per locale.

export interface VipLevel {
  /** 1 … 8. */
  level: number;
  name: string;
  /** ET: cumulative turnover that reaches the level. */
  cumulativeTurnover: number;
  /** UR: upgrade reward paid on reaching it. */
  upgradeReward: number;
  /** MC: monthly turnover that keeps it (spec §4: missing it drops one level). */
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

/** The eight levels, VIP1 first (spec §3). */
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

export const TOP_VIP_LEVEL = VIP_LEVELS.length;

/** The row of a level (1 … 8), or undefined for 0 (no VIP level yet) and anything out of range. */
export function vipLevel(level: number): VipLevel | undefined {
  return VIP_LEVELS[level - 1];
}

/** The highest level whose ET a cumulative turnover reaches; 0 below VIP1. */
export function levelForTurnover(cumulativeTurnover: number): number {
  let reached = 0;
  for (const entry of VIP_LEVELS) if (cumulativeTurnover >= entry.cumulativeTurnover) reached = entry.level;
  return reached;
}

/**
 * Spec §4 "VIP": a member who misses the monthly turnover required to keep the
 * level drops one level (VIP 4 missing 500,000 drops to VIP 3). A level whose
 * MC is 0 (VIP1) is always kept; there is no level below 0.
 */
export function levelAfterMonth(level: number, monthlyTurnover: number): number {
  const current = vipLevel(level);
  if (!current) return Math.max(0, Math.min(level, TOP_VIP_LEVEL));
  return monthlyTurnover >= current.monthlyCondition ? level : level - 1;
}

/** Percent (0 … 100) of the way from the current level's ET to the next level's; 100 at the top level. */
export function progressToNext(level: number, cumulativeTurnover: number): number {
  const next = vipLevel(level + 1);
  if (!next) return 100;
  const from = vipLevel(level)?.cumulativeTurnover ?? 0;
  const share = (cumulativeTurnover - from) / (next.cumulativeTurnover - from);
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;
}
