// Issue 33: Lighthouse (mobile, simulated throttling) on the pages a member meets,
// each run beside the react floor page in the same bench: rounds of one run of
// the floor then one of every page, so the floor meets the same machine load.
// A member page runs with the session written before the app's first script
// (sessionStorage, as the app keeps it, with what a member who logged in before
// has there), through Lighthouse's Node API on a puppeteer page. Each run gives the score, LCP, TBT, CLS, the LCP element's
// selector and the app's ready mark (FIRST_SCREEN_MARK, from the run's user
// timings: when the first screen has committed and answers a tap).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

export interface BenchPage {
  name: string;
  path: string;
  as: "visitor" | "member";
}

export interface LighthouseRun {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The LCP element's CSS selector, as Lighthouse names it ("" when the run had none). */
  lcpElement: string;
  /** The app's ready mark (ms after navigation start, observed), or null when the page never set it. */
  ready: number | null;
  /** The machine's 1-minute load when the run started. */
  load: number;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

const FAILED: Omit<LighthouseRun, "load"> = {
  performance: 0,
  lcp: Number.POSITIVE_INFINITY,
  tbt: Number.POSITIVE_INFINITY,
  cls: Number.POSITIVE_INFINITY,
  lcpElement: "(run failed)",
  ready: null,
};

function lcpElementOf(lhr: LighthouseResult): string {
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0] as { items?: { node?: { selector?: string } }[] } | undefined;
  return table?.items?.[0]?.node?.selector ?? "";
}

function readyOf(lhr: LighthouseResult, mark: string): number | null {
  const items = (lhr.audits["user-timings"]?.details?.items ?? []) as { name?: string; startTime?: number }[];
  return items.find((item) => item.name === mark)?.startTime ?? null;
}

/** One Lighthouse run of `url` in a browser of its own; `session` (sessionStorage items), when given, is stored before the page's scripts. */
async function lighthouseRun(options: {
  url: string;
  session?: Record<string, string>;
  executablePath: string;
  args: string[];
  readyMark: string;
  saveTo: string;
}): Promise<LighthouseRun> {
  const load = loadavg()[0] ?? 0;
  const browser = await puppeteer.launch({ executablePath: options.executablePath, args: options.args, headless: true, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (options.session) {
      await page.evaluateOnNewDocument((items: Record<string, string>) => {
        try {
          if (!window.location.protocol.startsWith("http")) return;
          for (const [key, value] of Object.entries(items)) if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
        } catch {
          /* about:blank has no storage */
        }
      }, options.session);
    }
    // A loaded machine can starve a run (NO_FCP, a timeout): it counts as failed (score 0) rather than ending the bench.
    const result = await lighthouse(options.url, { formFactor: "mobile", onlyCategories: ["performance"], output: "json", logLevel: "error" }, undefined, page).catch(
      (error: unknown) => {
        console.log(`bench: Lighthouse run of ${options.url} failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    );
    const lhr = result?.lhr as LighthouseResult | undefined;
    if (!lhr || lhr.categories.performance.score === null) return { ...FAILED, load };
    writeFileSync(options.saveTo, JSON.stringify(lhr));
    // BENCH_TRACE=1: the run's trace beside its report (open it in DevTools' Performance panel), to see what a long task holds.
    if (process.env.BENCH_TRACE === "1") {
      const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
      if (trace) writeFileSync(options.saveTo.replace(/\.json$/, ".trace.json"), JSON.stringify(trace));
    }
    return {
      performance: lhr.categories.performance.score,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.POSITIVE_INFINITY,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.POSITIVE_INFINITY,
      lcpElement: lcpElementOf(lhr),
      ready: readyOf(lhr, options.readyMark),
      load,
    };
  } finally {
    await browser.close();
  }
}

/**
 * `runs` rounds; in each, the floor page once, then every page once. Returns the floor's runs and each
 * page's, in order.
 */
export async function lighthouseRounds(options: {
  origin: string;
  floorUrl: string;
  pages: BenchPage[];
  runs: number;
  session: Record<string, string>;
  executablePath: string;
  args: string[];
  readyMark: string;
  outDir: string;
}): Promise<{ floor: LighthouseRun[]; pages: { page: BenchPage; runs: LighthouseRun[] }[] }> {
  const floor: LighthouseRun[] = [];
  const pages = options.pages.map((page) => ({ page, runs: [] as LighthouseRun[] }));
  const common = { executablePath: options.executablePath, args: options.args, readyMark: options.readyMark };
  const slug = (text: string) => text.replace(/[^a-zA-Z]+/g, "-").replace(/^-|-$/g, "");
  for (let round = 1; round <= options.runs; round++) {
    console.log(`bench: Lighthouse round ${round} of ${options.runs} (floor and ${options.pages.length} pages), load ${loadavg()[0]?.toFixed(2)}`);
    floor.push(await lighthouseRun({ ...common, url: options.floorUrl, saveTo: join(options.outDir, `lighthouse-floor-${round}.json`) }));
    for (const entry of pages) {
      entry.runs.push(
        await lighthouseRun({
          ...common,
          url: `${options.origin}${entry.page.path}`,
          session: entry.page.as === "member" ? options.session : undefined,
          saveTo: join(options.outDir, `lighthouse-${slug(entry.page.name)}-${round}.json`),
        }),
      );
    }
  }
  return { floor, pages };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
