// What the member centre and the benefits page say about the VIP progress
// (spec §3 table, §4 retention), from the rank-progress answer.
import type { components } from "@platform/sdk";
import { progressToNext, vipLevel } from "../vip/index.ts";

export type RankProgress = components["schemas"]["RankProgress"];

export interface ProgressView {
  level: number;
  nextLevel: number | null;
  /** 0 … 100 towards the next level's ET (100 at the top). */
  percent: number;
  /** Turnover still needed for the next level; null at the top. */
  remaining: number | null;
  /** This month's turnover and what keeps the level (0 when nothing is needed). */
  monthlyTurnover: number;
  monthlyCondition: number;
  /** Whether this month's turnover keeps the level (spec §4: else it drops one). */
  keepsLevel: boolean;
}

export function progressView(progress: RankProgress): ProgressView {
  const level = progress.currentLevel;
  const next = progress.nextLevel ?? null;
  const nextTurnover = progress.nextLevelTurnover ?? (next ? vipLevel(next)?.cumulativeTurnover : undefined) ?? null;
  const monthlyCondition = progress.monthlyCondition ?? vipLevel(level)?.monthlyCondition ?? 0;
  return {
    level,
    nextLevel: next,
    percent: progress.progress ?? progressToNext(level, progress.cumulativeTurnover),
    remaining: next && nextTurnover !== null ? Math.max(0, nextTurnover - progress.cumulativeTurnover) : null,
    monthlyTurnover: progress.monthlyTurnover,
    monthlyCondition,
    keepsLevel: progress.monthlyTurnover >= monthlyCondition,
  };
}
