// `npm run bench`: builds the production app and prints speed figures with
// their budgets (issue 8). A script, not a test: `npm test` times nothing.
//
//  1. gzip JS loaded for the first paint of /m/home vs the react + react-dom
//     floor (a minimal page built in this same run), and their ratio;
//  2. Lighthouse mobile (simulated throttling) on /m/home, median of 3 runs:
//     performance score, LCP, TBT, CLS;
//  3. /m/gameList after scrolling to 1,000 games: DOM nodes and the longest
//     main-thread task;
//  4. the SDK's runtime size (without the encryption entry), gzip;
//  5. every route of the route table loaded cold as a logged-in member: its
//     first-load JS (entry + shared + the route's own chunks), each against
//     1.3 × home's.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, devices, type BrowserContext, type Page } from "@playwright/test";
import { build, type PluginOption } from "vite";
import { createRequire } from "node:module";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@platform/e2e/chromium";
import { startPrism } from "@platform/mocks";
import { routes } from "@platform/web/route-table";

const root = resolve(import.meta.dirname, "..");
// The React plugin is a dependency of web/, so resolve it from there.
const fromWeb = createRequire(join(root, "web", "package.json"));
const { default: react } = (await import(fromWeb.resolve("@vitejs/plugin-react"))) as { default: () => PluginOption };
const out = join(root, "bench-output");
// Overridable so that two checkouts on one machine can bench side by side.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4810);
const MOCK_PORT = PORT_BASE;
const WEB_PORT = PORT_BASE + 10;
const FLOOR_PORT = PORT_BASE + 20;
const LIGHTHOUSE_RUNS = 3;
const GAMES_TARGET = 1000;
/** How long after first paint the page is watched for deferred scripts. */
const DEFERRED_WINDOW_MS = 5000;

const budgets = {
  homeJsRatio: 1.5,
  performance: 0.97,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
  gameListDomNodes: 3000,
  longestTaskMs: 100,
  /** Each route's first-load JS against home's. */
  routeJsRatio: 1.3,
  /** Issue 21: the SDK's main entry (no encryption) within 6 kB gzip. */
  sdkGzipBytes: 6 * 1024,
};
/** A member of type 1 passes every role gate of spec §6 (member pages and the agent-home reading). */
const BENCH_SESSION = { token: "bench_member_token", merchantCode: "mc_demo", userName: "bench_member", type: 1, firstTimeLogin: false };

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM")));

step("bundle the contract", () => run(process.execPath, ["scripts/build-contract.mjs"]));
// What ships to members: VITE_MOCK_MODE=0 leaves out the QA scenario panel. The
// preview server still proxies to Prism and serves the mock images.
step("build the app (production, VITE_MOCK_MODE=0)", () => run("npm", ["run", "--silent", "build", "-w", "@platform/web"], { VITE_MOCK_MODE: "0" }));
await stepAsync("build the react floor", () =>
  build({
    root: join(root, "scripts/bench/floor"),
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir: join(out, "floor"), emptyOutDir: true },
  }),
);

const prism = await startPrism({ port: MOCK_PORT });
serve(["../node_modules/vite/bin/vite.js", "preview", "--port", String(WEB_PORT), "--strictPort", "--host", "127.0.0.1"], join(root, "web"), {
  MOCK_PORT: String(MOCK_PORT),
});
serve(["../../node_modules/vite/bin/vite.js", "preview", "--outDir", join(out, "floor"), "--port", String(FLOOR_PORT), "--strictPort", "--host", "127.0.0.1"], join(root, "scripts/bench"), {});
await waitFor(`http://127.0.0.1:${WEB_PORT}/m/home`);
await waitFor(`http://127.0.0.1:${FLOOR_PORT}/`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const phone = { ...devices["Pixel 7"] };

const homeJs = await firstPaintJs(`http://127.0.0.1:${WEB_PORT}/m/home`);
const floorJs = await firstPaintJs(`http://127.0.0.1:${FLOOR_PORT}/`);
const list = await gameListAt1000();
const routeLoads = await routeFirstLoads();
await browser.close();

const lighthouse = lighthouseMedian(`http://127.0.0.1:${WEB_PORT}/m/home`);
const sdkGzip = await sdkRuntimeGzip();
await prism.stop();

const ratio = homeJs.gzip / floorJs.gzip;
const rows: [string, string, string, boolean][] = [
  ["home first-paint JS (gzip)", kb(homeJs.gzip), `≤ ${kb(floorJs.gzip * budgets.homeJsRatio)}`, ratio <= budgets.homeJsRatio],
  ["home JS loaded after first paint (gzip)", kb(homeJs.deferredGzip), "", true],
  ["react + react-dom floor (gzip)", kb(floorJs.gzip), "", true],
  ["home / floor", ratio.toFixed(2), `≤ ${budgets.homeJsRatio}`, ratio <= budgets.homeJsRatio],
  [`Lighthouse performance (median of ${LIGHTHOUSE_RUNS})`, lighthouse.performance.toFixed(2), `≥ ${budgets.performance}`, lighthouse.performance >= budgets.performance],
  ["LCP", `${Math.round(lighthouse.lcp)} ms`, `≤ ${budgets.lcpMs} ms`, lighthouse.lcp <= budgets.lcpMs],
  ["TBT", `${Math.round(lighthouse.tbt)} ms`, `≤ ${budgets.tbtMs} ms`, lighthouse.tbt <= budgets.tbtMs],
  ["CLS", lighthouse.cls.toFixed(3), `≤ ${budgets.cls}`, lighthouse.cls <= budgets.cls],
  [`gameList games loaded`, String(list.games), `${GAMES_TARGET}`, list.games >= GAMES_TARGET],
  ["gameList DOM nodes", String(list.domNodes), `< ${budgets.gameListDomNodes}`, list.domNodes < budgets.gameListDomNodes],
  ["gameList longest task", `${Math.round(list.longestTask)} ms`, `≤ ${budgets.longestTaskMs} ms`, list.longestTask <= budgets.longestTaskMs],
  ["  of which while loading the page", `${Math.round(list.longestLoadTask)} ms`, "", true],
  ["  of which while scrolling to 1,000", `${Math.round(list.longestScrollTask)} ms`, "", true],
  ["SDK runtime without encryption (gzip)", kb(sdkGzip), `≤ ${kb(budgets.sdkGzipBytes)}`, sdkGzip <= budgets.sdkGzipBytes],
];

console.log("\nfigure                                   value        budget         ");
console.log("---------------------------------------- ------------ -------------- ----");
for (const [name, value, budget, ok] of rows) {
  console.log(`${name.padEnd(40)} ${value.padEnd(12)} ${budget.padEnd(14)} ${budget ? (ok ? "ok" : "MISS") : ""}`);
}
const routeBudget = homeJs.gzip * budgets.routeJsRatio;
console.log(`\nroute (loaded cold as a member)                  first-load JS  budget ≤ ${kb(routeBudget)} (${budgets.routeJsRatio} × home)`);
console.log("------------------------------------------------ ------------- ----");
for (const r of routeLoads) {
  const landed = r.landed === r.path.split("?")[0] ? "" : `  (landed on ${r.landed})`;
  console.log(`${r.path.padEnd(48)} ${kb(r.gzip).padEnd(13)} ${r.gzip <= routeBudget ? "ok" : "MISS"}${landed}`);
}
console.log(`\nhome JS files: ${homeJs.files.join(", ")}`);
console.log(`home JS after first paint (within ${DEFERRED_WINDOW_MS / 1000} s): ${homeJs.deferredFiles.join(", ") || "none"}`);
console.log(`lighthouse runs: ${lighthouse.runs.map((r) => `${r.performance.toFixed(2)}/${Math.round(r.lcp)}ms/${Math.round(r.tbt)}ms/${r.cls.toFixed(3)}`).join("  ")}`);
writeFileSync(join(out, "bench.json"), JSON.stringify({ homeJs, floorJs, ratio, lighthouse, list, sdkGzip, routeLoads, budgets }, null, 2));
console.log(`\nfigures written to ${join(out, "bench.json")}`);
process.exit(0);

// ---------------------------------------------------------------------------

function step(name: string, fn: () => void) {
  console.log(`bench: ${name}`);
  fn();
}
async function stepAsync(name: string, fn: () => Promise<unknown>) {
  console.log(`bench: ${name}`);
  await fn();
}
function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}
function serve(args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: "ignore" });
  children.push(child);
}
async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}
function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Sum of gzip sizes of every script the page loads before it settles. */
async function firstPaintJs(url: string) {
  const context = await browser.newContext(phone);
  return measureScripts(context, url, DEFERRED_WINDOW_MS);
}

/** Every route of the route table, opened cold in a fresh context as a logged-in member. */
async function routeFirstLoads() {
  const results: { path: string; screen: string; gzip: number; landed: string; files: string[] }[] = [];
  for (const entry of routes) {
    // A `:name` segment gets a value the screen knows (the read pages' first topic).
    const path = entry.path.replace(/:[a-zA-Z]+/g, "live");
    const context = await browser.newContext(phone);
    await context.addInitScript((session) => {
      if (!window.sessionStorage.getItem("MC_SESSION_INFO")) window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(session));
    }, BENCH_SESSION);
    const js = await measureScripts(context, `http://127.0.0.1:${WEB_PORT}${path}`, 0);
    results.push({ path, screen: entry.screen, gzip: js.gzip, landed: js.landed, files: js.files });
  }
  return results;
}

async function measureScripts(context: BrowserContext, url: string, deferredWindowMs: number) {
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const firstPaint = new Map(scripts);
  const landed = new URL(page.url()).pathname;
  // Code a page defers past first paint (home's carousel slider) still counts for the member: shown beside.
  if (deferredWindowMs) await page.waitForTimeout(deferredWindowMs);
  await context.close();
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  return {
    landed,
    gzip: sum(firstPaint),
    files: [...firstPaint.keys()],
    deferredGzip: sum(scripts) - sum(firstPaint),
    deferredFiles: [...scripts.keys()].filter((file) => !firstPaint.has(file)),
  };
}

/** Loads /m/gameList with 40 distinct pages of 25 games served by routing, scrolls until 1,000 are loaded. */
async function gameListAt1000() {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const pages = GAMES_TARGET / 25;
  await page.route("**/wps/relay/GCSGAME_gameList**", async (route) => {
    const pageNo = Number(new URL(route.request().url()).searchParams.get("pageNo") ?? "1");
    await route.fulfill({ json: gamePage(pageNo, pages) });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: [number, number][] };
    w.__tasks = [];
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) w.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(`http://127.0.0.1:${WEB_PORT}/m/gameList?gameType=RNG`, { waitUntil: "networkidle" });
  // Tasks up to here belong to loading the page (start-up, first render); the rest to scrolling.
  const loadedAt = await page.evaluate(() => performance.now());
  let served = 1;
  page.on("request", (r) => r.url().includes("GCSGAME_gameList") && served++);
  const deadline = Date.now() + 120_000;
  while (served < pages && Date.now() < deadline) {
    await scrollToBottom(page);
    await page.waitForTimeout(350);
  }
  await page.waitForTimeout(1500);
  const { domNodes, tasks } = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName("*").length,
    tasks: (window as unknown as { __tasks: [number, number][] }).__tasks,
  }));
  const longest = (list: [number, number][]) => list.reduce((max, [, duration]) => Math.max(max, duration), 0);
  const result = {
    domNodes,
    longestTask: longest(tasks),
    longestLoadTask: longest(tasks.filter(([start]) => start < loadedAt)),
    longestScrollTask: longest(tasks.filter(([start]) => start >= loadedAt)),
  };
  await context.close();
  return { games: Math.min(served, pages) * 25, ...result };
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("*"))) {
      if (el.scrollHeight > el.clientHeight + 10 && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) el.scrollTop = el.scrollHeight;
    }
  });
}

function gamePage(pageNo: number, totalPages: number) {
  const vendors = ["PG", "JL", "JDB", "CQ9", "PP"];
  // Images the mock serves (mocks/assets/games), so the list draws real tiles.
  const images = ["pg-mahjong-ways", "jl-super-ace", "pp-sweet-bonanza", "jdb-kong", "cq9-thor", "fc-night-market", "pg-fortune-tiger", "jl-fortune-gems"];
  const games = Array.from({ length: 25 }, (_, i) => {
    const n = (pageNo - 1) * 25 + i + 1;
    const vendor = vendors[n % vendors.length]!;
    return {
      nodeId: 50000 + n,
      gameId: `G${n}`,
      gameName: `Fortune Game ${n}`,
      nodeName: `Fortune Game ${n}`,
      vassalage: vendor,
      displayName: vendor,
      gameType: "RNG",
      gameClassify: "",
      minBet: 0.1,
      iconUrl: `/mock-assets/games/${images[n % images.length]}.svg`,
      showIcon: null,
      isNew: 0,
      supportPlay: true,
      isGameH5: "1",
      freeplay: true,
      gameCode: `G${n}`,
    };
  });
  return { success: true, value: { games, pageNum: pageNo, totalPages, totalCount: totalPages * 25 } };
}

function lighthouseMedian(url: string) {
  const runs = [] as { performance: number; lcp: number; tbt: number; cls: number }[];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const file = join(out, `lighthouse-${i + 1}.json`);
    const r = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--form-factor=mobile",
        "--only-categories=performance",
        "--output=json",
        `--output-path=${file}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: "inherit" },
    );
    if (r.status !== 0) throw new Error("lighthouse failed");
    const lhr = JSON.parse(readFileSync(file, "utf8"));
    runs.push({
      performance: lhr.categories.performance.score,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
    });
  }
  const median = (pick: (r: (typeof runs)[number]) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return { runs, performance: median((r) => r.performance), lcp: median((r) => r.lcp), tbt: median((r) => r.tbt), cls: median((r) => r.cls) };
}

/** The SDK's main entry bundled and minified the way an app would ship it, without the secure (encryption) entry. */
async function sdkRuntimeGzip() {
  const dir = join(out, "sdk");
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: dir,
      emptyOutDir: true,
      lib: { entry: join(root, "sdk/src/index.ts"), formats: ["es"], fileName: "sdk" },
      minify: true,
      // Library mode keeps an ES bundle's whitespace unless the output is told to minify; an app's build removes it.
      rolldownOptions: { output: { minify: true } },
    },
  });
  return gzipSync(readFileSync(join(dir, "sdk.js"))).length;
}
