// What Lighthouse's simulation puts before a page's largest paint, node by node (issue 48: why a data page's LCP
// is what it is):
//
//   npm run bench:lantern -- <build> --page PATH [--page PATH ...] [--runs N] [--visitor]
//
// A build is a built app folder, as for bench:ab. Each page is loaded once to warm the mock, then by Lighthouse
// (mobile, simulated slow 4G) as the bench's member, or with no session with --visitor (as the bench loads home,
// login, register, the game list and promotions: a member on register is sent home, and the graph was home's).
// Lantern's LCP graphs are computed again from the run's trace and network log: every node of the optimistic graph
// with its simulated start and end (a request: its type, transfer size and address; a main-thread task: its observed
// length and its largest events), then the nodes only the pessimistic graph holds. The simulated LCP is the mean of
// the two graphs' last ends. What this found: the document took a second round trip
// above 14.6 kB, a request sent after the app's render but before the paint (the unread count, a logo) added a
// round trip at the end, and requests in flight share the bandwidth whatever they are doing; register's LCP is 1.0 or
// 2.1 s by whether the local server gave the banner's picture before the app's scripts or after (the simulation charges
// the banner every request that ended before it was painted). Gates nothing.
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import puppeteer, { type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@platform/e2e/chromium";
import { buildsAndPages, LIGHTHOUSE_MEMBER_STORAGE, serveBuilds, sessionBeforeScripts } from "./bench/served.ts";

/** The little of Lantern's graph nodes read here. */
interface LanternNode {
  /** The same in both graphs (each is a clone of the page's graph). */
  id: string;
  type: "network" | "cpu";
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType?: string; transferSize: number };
  childEvents?: { name: string; dur?: number }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type ComputeLcp = (data: unknown, context: unknown) => Promise<LanternResult>;

const argv = process.argv.slice(2);
const visitor = argv.includes("--visitor");
const { builds, pages, runs } = buildsAndPages(
  argv.filter((arg) => arg !== "--visitor"),
  { count: 1, runs: 1, usage: "npm run bench:lantern -- <build> --page PATH [--page PATH ...] [--runs N] [--visitor]" },
);

/** One node as a line: a request's type, size and address, or a task's observed length and largest events. */
function describe(node: LanternNode, origin: number): string {
  if (node.type === "network" && node.request) {
    return `${node.request.resourceType ?? "Other"} ${node.request.transferSize} B ${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 80)}`;
  }
  const byName = new Map<string, number>();
  for (const event of node.childEvents ?? []) byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return `task ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed at ${((node.startTime - origin) / 1000).toFixed(0)} ms: ${top.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ")}`;
}

function print(title: string, rows: [LanternNode, { startTime: number; endTime: number }][], origin: number): void {
  console.log(`  ${title}`);
  for (const [node, timing] of rows.sort((a, b) => a[1].endTime - b[1].endTime)) {
    console.log(`  ${timing.startTime.toFixed(0).padStart(6)} ${timing.endTime.toFixed(0).padStart(6)}  ${describe(node, origin)}`);
  }
}

/** The bench's member's session written before the page's first script, unless --visitor. */
async function asTheBenchLoadsIt(page: Page): Promise<void> {
  if (!visitor) await sessionBeforeScripts(page, LIGHTHOUSE_MEMBER_STORAGE);
}

/**
 * The page loaded once before its runs, in a browser of its own: the mock's first answers of a fresh Prism took 1.4 s
 * (register's banner came at 0.8 s, not 0.35 s as in the bench, whose earlier steps had the mock answering).
 */
async function warm(url: string): Promise<void> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS.filter((arg) => arg !== "--headless"), headless: true });
  try {
    const page = await browser.newPage();
    await asTheBenchLoadsIt(page);
    await page.goto(url, { waitUntil: "networkidle0" });
  } finally {
    await browser.close();
  }
}

const { ports, stop } = await serveBuilds(builds, Number(process.env.BENCH_PORT_BASE ?? 5010));
const computeLcp = (LanternLargestContentfulPaint as unknown as { request: ComputeLcp }).request;
try {
  for (const path of pages) {
    await warm(`http://127.0.0.1:${ports[0]}${path}`);
    for (let run = 1; run <= runs; run++) {
      const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS.filter((arg) => arg !== "--headless"), headless: true, defaultViewport: null });
      try {
        const page = await browser.newPage();
        await asTheBenchLoadsIt(page);
        const result = await lighthouse(`http://127.0.0.1:${ports[0]}${path}`, { formFactor: "mobile", onlyCategories: ["performance"], output: "json", logLevel: "error" }, undefined, page);
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const artifacts = result.artifacts as unknown as Record<string, unknown>;
        const settings = result.lhr.configSettings;
        const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [], simulator: null };
        const lantern = await computeLcp(data, { computedCache: new Map(), settings });
        const optimistic = [...lantern.optimisticEstimate.nodeTimings];
        const origin = Math.min(...optimistic.map(([node]) => node.startTime));
        const inOptimistic = new Set(optimistic.map(([node]) => node.id));
        const lcp = result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
        console.log(`\n${path}${visitor ? " (visitor)" : ""}, run ${run}: LCP ${lcp.toFixed(0)} ms (optimistic graph ${lantern.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${lantern.pessimisticEstimate.timeInMs.toFixed(0)}); simulated start and end, ms`);
        print("optimistic graph:", optimistic, origin);
        print(
          "only in the pessimistic graph:",
          [...lantern.pessimisticEstimate.nodeTimings].filter(([node]) => !inOptimistic.has(node.id)),
          origin,
        );
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await stop();
}
process.exit(0);
