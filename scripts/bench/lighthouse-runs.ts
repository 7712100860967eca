// Issue 33: Lighthouse (mobile, simulated throttling) on the pages a member meets,
// each run beside the react floor page in the same bench: rounds of one run of
// the floor then one of every page, so the floor meets the same machine load.
// A member page runs with the session written before the app's first script
// (sessionStorage, as the app keeps it, with what a member who logged in before
// has there), through Lighthouse's Node API on a puppeteer page. Each run gives
// the figures of scripts/bench/lighthouse-figures.ts: the score, LCP, the
// simulated TBT, CLS, the LCP element, the app's ready mark (FIRST_SCREEN_MARK)
// and the bytes finished before LCP.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import type { PageKind } from "./gates.ts";
import { lighthouseFigures, type LighthouseFigures, type LighthouseResultLike } from "./lighthouse-figures.ts";
import { sessionBeforeScripts } from "./served.ts";

export interface BenchPage {
  name: string;
  path: string;
  as: "visitor" | "member";
  /** Issue 48: a data page (its largest paint is server data) or a landing page; their LCP budgets differ. */
  kind: PageKind;
}

export interface LighthouseRun extends LighthouseFigures {
  /** The machine's 1-minute load when the run started. */
  load: number;
}

const FAILED: LighthouseFigures = {
  performance: 0,
  lcp: Number.POSITIVE_INFINITY,
  tbt: Number.POSITIVE_INFINITY,
  cls: Number.POSITIVE_INFINITY,
  lcpElement: "(run failed)",
  lcpElementLabel: "",
  ready: null,
  bytesBeforeLcp: Number.NaN,
  requestsBeforeLcp: 0,
  benchmarkIndex: Number.NaN,
};

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
    if (options.session) await sessionBeforeScripts(page, options.session);
    // A loaded machine can starve a run (NO_FCP, a timeout): it counts as failed (score 0) rather than ending the bench.
    const result = await lighthouse(options.url, { formFactor: "mobile", onlyCategories: ["performance"], output: "json", logLevel: "error" }, undefined, page).catch(
      (error: unknown) => {
        console.log(`bench: Lighthouse run of ${options.url} failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    );
    const lhr = result?.lhr as LighthouseResultLike | undefined;
    const figures = lhr ? lighthouseFigures(lhr, options.readyMark) : null;
    if (!lhr || !figures) return { ...FAILED, load };
    writeFileSync(options.saveTo, JSON.stringify(lhr));
    // BENCH_TRACE=1: the run's trace beside its report (open it in DevTools' Performance panel), to see what a long task holds.
    if (process.env.BENCH_TRACE === "1") {
      const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
      if (trace) writeFileSync(options.saveTo.replace(/\.json$/, ".trace.json"), JSON.stringify(trace));
    }
    return { ...figures, load };
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
