// Blocking time of two builds, side by side (issue 48's figure, to judge one change):
//
//   npm run bench:ab -- <build A> <build B> [--runs N] --page PATH [--page PATH ...]
//
// A build is a built app folder: the bench's own (`BENCH_OUT=/tmp/a npm run bench -- --quick --route /m/home`
// leaves one in /tmp/a/web) or `npx vite build --outDir` from web/. Both are served on one Prism and loaded
// in turn, cold, at 4× CPU, with the bench's own throttled trace (scripts/bench/throttled.ts), alternating
// which goes first. The bench's figure is a median of 5 runs, and on a shared 2-core machine the same build's
// median moves 60–100 ms between benches: a change worth 20 ms shows only when the two builds meet the same
// moments of the machine. Prints each page's median, mean and runs per build; gates nothing.
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@platform/e2e/chromium";
import { throttledBlocking } from "./bench/throttled.ts";
import { median } from "./bench/stats.ts";
import { buildsAndPages, LIGHTHOUSE_MEMBER_STORAGE, serveBuilds } from "./bench/served.ts";
import { FIRST_SCREEN_MARK } from "../web/src/lib/first-screen-mark.ts";

const { builds, pages, runs } = buildsAndPages(process.argv.slice(2), { count: 2, runs: 10, usage: "npm run bench:ab -- <build A> <build B> [--runs N] --page PATH [--page PATH ...]" });
const { ports, stop } = await serveBuilds(builds, Number(process.env.BENCH_PORT_BASE ?? 4910));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const phone = { ...devices["Pixel 7"], serviceWorkers: "block" as const };
const figures = new Map<string, number[]>();
try {
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const path of pages) {
      for (const index of order) {
        const result = await throttledBlocking(browser, `http://127.0.0.1:${ports[index]}${path}`, { context: phone, readyMark: FIRST_SCREEN_MARK, session: LIGHTHOUSE_MEMBER_STORAGE });
        const key = `${path} ${"AB"[index]}`;
        figures.set(key, [...(figures.get(key) ?? []), result.committed ? result.excessMs : Number.POSITIVE_INFINITY]);
      }
    }
    console.log(`bench:ab: round ${run + 1} of ${runs}`);
  }
} finally {
  await browser.close();
  await stop();
}

console.log(`\nblocking at 4× CPU, ms (A ${builds[0]}, B ${builds[1]}); a run whose first screen never committed counts as Infinity`);
for (const [key, values] of [...figures].sort(([a], [b]) => a.localeCompare(b))) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`${key.padEnd(32)} median ${String(Math.round(median(values))).padStart(5)}  mean ${String(Math.round(mean)).padStart(5)}  runs ${values.map((value) => Math.round(value)).join(" ")}`);
}
process.exit(0);

