// The figures the bench reads from one Lighthouse report (issues 33 and 48):
// the score, LCP, the simulated TBT (printed, not gated), CLS, the LCP element
// (the largest-contentful-paint-element audit's node), the app's ready mark,
// and the bytes before the first row: the transfer size of the requests that
// finished before the observed LCP (Lighthouse's simulation charges each of
// them to the paint), with their count; and the machine's benchmark index.

export interface LighthouseFigures {
  performance: number;
  /** Lighthouse's LCP (simulated slow-4G phone), ms. */
  lcp: number;
  /** Lighthouse's simulated TBT, ms: printed beside the throttled-CPU blocking time, not gated (issue 48). */
  tbt: number;
  cls: number;
  /** The LCP element's CSS selector, as Lighthouse names it ("" when the run had none). */
  lcpElement: string;
  /** The LCP element's text or image as Lighthouse shows it (its node label), "" when none. */
  lcpElementLabel: string;
  /** The app's ready mark (ms after navigation start, observed), or null when the page never set it. */
  ready: number | null;
  /** Transfer bytes of the requests finished before the observed LCP (NaN when the report lacks the figures). */
  bytesBeforeLcp: number;
  /** How many requests finished before the observed LCP. */
  requestsBeforeLcp: number;
  /**
   * Lighthouse's BenchmarkIndex of the machine during the run (NaN when the report lacks it): its simulation
   * multiplies the main thread's observed tasks by the CPU slowdown, so on a slower machine (a lower index) the
   * same page's simulated LCP and TBT grow. DevTools' CPU calibration takes 1000 for a mid-tier phone (Pixel 5).
   */
  benchmarkIndex: number;
}

/** The part of a Lighthouse result read here. */
export interface LighthouseResultLike {
  categories: { performance: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[]; debugData?: Record<string, unknown> } } | undefined>;
}

interface LcpElementTable {
  items?: { node?: { selector?: string; nodeLabel?: string } }[];
}

interface NetworkRequestItem {
  networkEndTime?: number;
  transferSize?: number;
}

function lcpNode(lhr: LighthouseResultLike) {
  // Lighthouse 12: the audit's details are a list whose first table names the element.
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0] as LcpElementTable | undefined;
  return table?.items?.[0]?.node;
}

function readyOf(lhr: LighthouseResultLike, mark: string): number | null {
  const items = (lhr.audits["user-timings"]?.details?.items ?? []) as { name?: string; startTime?: number }[];
  return items.find((item) => item.name === mark)?.startTime ?? null;
}

/**
 * The requests that finished before the observed LCP: network-requests' end times are ms after its
 * networkStartTimeTs (µs), the metrics audit gives the observed LCP's timestamp (µs) on the same clock.
 */
export function bytesBeforeLcp(lhr: LighthouseResultLike): { bytes: number; requests: number } {
  const network = lhr.audits["network-requests"]?.details;
  const start = network?.debugData?.networkStartTimeTs;
  const lcpTs = (lhr.audits["metrics"]?.details?.items?.[0] as { observedLargestContentfulPaintTs?: number } | undefined)?.observedLargestContentfulPaintTs;
  if (typeof start !== "number" || typeof lcpTs !== "number") return { bytes: Number.NaN, requests: 0 };
  const done = ((network?.items ?? []) as NetworkRequestItem[]).filter((r) => r.networkEndTime !== undefined && start + r.networkEndTime * 1000 <= lcpTs);
  return { bytes: done.reduce((sum, r) => sum + (r.transferSize ?? 0), 0), requests: done.length };
}

/** A report's figures; null when the run gave no performance score (it failed). */
export function lighthouseFigures(lhr: LighthouseResultLike, readyMark: string): LighthouseFigures | null {
  if (lhr.categories.performance.score === null) return null;
  const before = bytesBeforeLcp(lhr);
  const node = lcpNode(lhr);
  return {
    performance: lhr.categories.performance.score,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.POSITIVE_INFINITY,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.POSITIVE_INFINITY,
    lcpElement: node?.selector ?? "",
    lcpElementLabel: node?.nodeLabel ?? "",
    ready: readyOf(lhr, readyMark),
    bytesBeforeLcp: before.bytes,
    requestsBeforeLcp: before.requests,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
