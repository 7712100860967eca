// A member's VIP standing from their own turnover (issue 34): the level is the
// highest of spec §3's table whose ET (cumulative turnover) the member
// reached; the progress runs from that level's ET to the next one's; this
// month's turnover is compared with the level's MC (spec §4: missing it drops
// one level at the month's end). The table is the contract's (getVipProgress).
import type { Schemas } from "./handler-types.ts";

export interface Turnover {
  /** Valid turnover since the account opened (compared with ET). */
  cumulative: number;
  /** Valid turnover this month (compared with the level's MC). */
  monthly: number;
}

/** The level a cumulative turnover reaches (0: none yet). */
export function levelOf(levels: readonly Schemas["VipLevel"][], cumulative: number): number {
  return levels.reduce((level, row) => (cumulative >= row.cumulativeTurnover && row.level > level ? row.level : level), 0);
}

/** The turnover that reaches a level exactly and keeps it this month (how a seeded member's level is given). */
export function turnoverFor(levels: readonly Schemas["VipLevel"][], level: number): Turnover {
  const row = levels.find((entry) => entry.level === level);
  return { cumulative: row?.cumulativeTurnover ?? 0, monthly: row?.monthlyCondition ?? 0 };
}

/** GET MCSFE_getPlayerRankProgress for a member with this turnover. */
export function rankProgress(levels: readonly Schemas["VipLevel"][], turnover: Turnover): Schemas["RankProgress"] {
  const currentLevel = levelOf(levels, turnover.cumulative);
  const current = levels.find((row) => row.level === currentLevel);
  const next = levels.find((row) => row.level === currentLevel + 1);
  const from = current?.cumulativeTurnover ?? 0;
  const progress = next ? Math.min(100, Math.max(0, Math.round(((turnover.cumulative - from) / (next.cumulativeTurnover - from)) * 10_000) / 100)) : 100;
  return {
    currentLevel,
    nextLevel: next?.level ?? null,
    cumulativeTurnover: turnover.cumulative,
    nextLevelTurnover: next?.cumulativeTurnover ?? null,
    monthlyTurnover: turnover.monthly,
    monthlyCondition: current?.monthlyCondition ?? 0,
    progress,
    levels: structuredClone([...levels]),
  };
}
