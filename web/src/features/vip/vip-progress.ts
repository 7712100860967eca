// What the member centre, the VIP club page and the benefits page say about a
// member's VIP progress (spec §3, §4), from GET MCSFE_getPlayerRankProgress
// (the level by name, this month's and the total turnover as actual against
// expected) and the level table for the names around it. A bar is drawn as
// the real client draws it (MC WyUp LevelStore.compute): actual / expected
// floored to a percent, full once the actual reaches the expected.
import type { components } from "@platform/sdk";
import { placeOf } from "./vip-levels.ts";

type RankProgress = components["schemas"]["RankProgress"];
type Turnover = components["schemas"]["TurnoverProgress"];

export interface TurnoverBar {
  actual: number;
  expected: number;
  /** 0 … 100. */
  percent: number;
  reached: boolean;
  /** What is still missing (0 once reached). */
  remaining: number;
}

export function turnoverBar({ actual, expected }: Turnover): TurnoverBar {
  const reached = actual >= expected && actual !== 0;
  const share = expected > 0 ? actual / expected : 0;
  return { actual, expected, percent: reached ? 100 : Math.max(0, Math.min(100, Math.floor(share * 100))), reached, remaining: Math.max(0, expected - actual) };
}

export interface ProgressView {
  rankName: string;
  /** The level after the member's: null at the top, undefined while the table is unknown. */
  nextName: string | null | undefined;
  /** Below the table's first level (VIP0): no level to keep. */
  belowTable: boolean;
  total: TurnoverBar;
  monthly: TurnoverBar;
  /** Whether this month's turnover is what keeps the member's level (spec §4): a level of the table that asks some. */
  keepAsked: boolean;
}

export function progressView(progress: RankProgress, table?: readonly { name: string }[]): ProgressView {
  const place = table ? placeOf(table, progress.playerRankName) : -1;
  const nextName = table ? (table[place + 1]?.name ?? null) : undefined;
  const monthly = turnoverBar(progress.monthlyTurnover);
  const belowTable = table !== undefined && place === -1;
  return {
    rankName: progress.playerRankName,
    nextName,
    belowTable,
    total: turnoverBar(progress.totalTurnover),
    monthly,
    keepAsked: table !== undefined && place >= 0 && monthly.expected > 0,
  };
}
