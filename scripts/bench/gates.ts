// Issue 48's budgets and their verdicts, apart from the measuring so that a
// test can hold them: which figure of which runs each budget reads, and what
// a miss is called in the bench's summary line.
import { median, worst } from "./stats.ts";

/**
 * Data pages (their largest paint is server data: game lists, promotions, the member centre, deposit)
 * and landing pages (a member lands on them from outside: home as visitor and member, login, register).
 */
export type PageKind = "data" | "landing";

export const BUDGETS = {
  /** Data pages: every run's Lighthouse LCP within the "good" line of Core Web Vitals on its slow-4G phone. */
  dataLcpWorstMs: 2500,
  /** Data pages: the median run's LCP. */
  dataLcpMedianMs: 2000,
  /** Landing pages: every run's LCP against the react floor page's median LCP in the same bench (a ratio of 1). */
  landingLcpToFloorMedian: 1,
  /** Every route: the median over its runs of the long tasks' time beyond 50 ms, at 4× CPU throttling. */
  blockingMedianMs: 200,
  /** In-app navigation: tap to the first row painted, median of the runs, at 4× CPU throttling. */
  navigationMedianMs: 300,
} as const;

export interface Verdict {
  ok: boolean;
  /** What missed, each in a few words (empty when ok). */
  missed: string[];
  /** The budget as printed beside the figures. */
  budget: string;
}

const verdict = (missed: string[], budget: string): Verdict => ({ ok: missed.length === 0, missed, budget });

/** A page's LCP runs (ms; a failed run is Infinity) against its kind's budget. */
export function lcpVerdict(kind: PageKind, lcps: readonly number[], floorMedianMs: number): Verdict {
  if (kind === "data") {
    const missed: string[] = [];
    if (!(worst(lcps) <= BUDGETS.dataLcpWorstMs)) missed.push(`LCP worst > ${BUDGETS.dataLcpWorstMs} ms`);
    if (!(median(lcps) <= BUDGETS.dataLcpMedianMs)) missed.push(`LCP median > ${BUDGETS.dataLcpMedianMs} ms`);
    return verdict(missed, `worst ≤ ${BUDGETS.dataLcpWorstMs}, median ≤ ${BUDGETS.dataLcpMedianMs}`);
  }
  const limit = floorMedianMs * BUDGETS.landingLcpToFloorMedian;
  return verdict(worst(lcps) <= limit ? [] : [`LCP worst > the floor's median ${Math.round(limit)} ms`], `worst ≤ ${Math.round(limit)} (floor median)`);
}

/** A route's throttled-CPU blocking time, one figure per run (ms beyond 50 ms; a failed run is Infinity). */
export function blockingVerdict(excessMs: readonly number[]): Verdict {
  return verdict(median(excessMs) <= BUDGETS.blockingMedianMs ? [] : [`blocking median > ${BUDGETS.blockingMedianMs} ms`], `median ≤ ${BUDGETS.blockingMedianMs}`);
}

/** An in-app navigation's runs, tap to first row painted (ms; a run that never painted it is Infinity). */
export function navigationVerdict(times: readonly number[]): Verdict {
  return verdict(median(times) <= BUDGETS.navigationMedianMs ? [] : [`navigation median > ${BUDGETS.navigationMedianMs} ms`], `median ≤ ${BUDGETS.navigationMedianMs}`);
}
