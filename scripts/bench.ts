// `npm run bench`: builds the production app and prints speed figures with
// their budgets (issue 8). A script, not a test: `npm test` times nothing.
//
//  1. gzip JS loaded for the first paint of /m/home vs the react + react-dom
//     floor (a minimal page built in this same run), and their ratio. First
//     paint is the commit of the first screen (the app's FIRST_SCREEN_MARK): the
//     scripts asked for before it count, those asked for after it (the service
//     worker, pop-ups) are printed apart;
//  2. the pages a member meets first (home as a visitor and as a member, login:
//     landing pages; register, the RNG game list, promotions, the member centre,
//     deposit: data pages, whose largest paint is server data: register's is the
//     merchant's welcome banner), issues 33 and 48:
//     a. Lighthouse mobile (simulated throttling), RUNS runs each in rounds beside
//        the floor page (scripts/bench/lighthouse-runs.ts): LCP worst / median
//        against the page's kind (scripts/bench/gates.ts: a data page's worst
//        ≤ 2.5 s and median ≤ 2.0 s, a landing page's worst ≤ the floor's
//        median), the LCP element (the largest-contentful-paint-element audit),
//        the bytes before the first row (the transfer size of the requests
//        finished before LCP), CLS (gated), and printed only: the simulated TBT
//        and the score (30 % of which is that TBT), when the app is ready for a tap;
//     b. blocking time on a real throttled CPU: each page loaded cold RUNS times
//        at 4× CPU (CDP Emulation.setCPUThrottlingRate) while a trace records
//        the main thread, in rounds beside the floor page; the median of the
//        long tasks' time beyond 50 ms (scripts/bench/long-tasks.ts,
//        scripts/bench/throttled.ts), ≤ 200 ms on every page;
//     c. in-app navigation at 4× CPU on the mock: a tap on home's Slots
//        category, on a promotion card, on the member bar's Deposit, to the
//        target's first row painted (scripts/bench/throttled.ts says how it is
//        seen), RUNS runs each, median ≤ 300 ms;
//  3. /m/gameList after scrolling to 1,000 games: DOM nodes and the longest
//     main-thread task;
//  4. the SDK's main entry (without the encryption entry), gzip, and beside it the
//     operation ids it loads only to name a failure;
//  5. every route of the route table loaded cold, as a member where it has a
//     role gate and as a visitor otherwise: its first-paint JS, cut the same
//     way as home's, each against 1.3 × home's;
//  6. what home's first paint holds (the bundler's own chunk graph), by
//     package and by module, with its share;
//  7. issue 45, idle is idle: each screen a member leaves open, at rest for
//     10 s after it settled, beside the floor page watched the same way: the
//     main thread's busy share (its tasks' CPU time), the tasks' wall time,
//     script time, style recalculations and layouts (scripts/bench/idle-time.ts),
//     each screen's busy share within the floor's plus a small margin.
// Any missed budget is printed as MISS, named in the last line, and the bench
// exits with status 1. `--json` writes the figures, verdicts and misses as one
// JSON document on stdout (the tables and progress go to stderr); bench.json
// in the output folder holds every run's figures either way.
// The machine is shared: every repeated figure is read as a median (the LCP
// budgets also as the worst run), the runs of a figure are spread over rounds
// so that load hits every page alike, the floor page runs in each round as the
// yardstick, and each row prints the machine load of its runs.
// `npm run bench -- --quick` skips Lighthouse and takes 2 runs, not 5, of the
// throttled traces and the journeys (it says so: its medians are indicative);
// `--idle` measures only the idle figures (7, with home's JS as always).
// `--runs N` sets the runs per page of 2a–2c (5; a Lighthouse run takes about
// 35 s on an idle machine, a throttled trace about 10 s; under load, more).
// To measure one change on one page: `--page NAME` (repeatable; a part of the
// page's name, e.g. `--page deposit --page "home (member)"`) runs Lighthouse on
// those pages only (2a and 2b), `--route PATH` (repeatable) loads only those routes for
// their first-load JS; either skips the game list scroll, the SDK and the
// journeys (`--navigation` keeps the journeys). The app is
// built into the bench's own output (bench-output/web, not web/dist, which other
// builds in the tree replace while the bench serves it); `BENCH_OUT` moves that
// output and `BENCH_PORT_BASE` the ports, so two benches can run side by side.
// `BENCH_TRACE=1` also writes each Lighthouse run's trace beside its report.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { cpus, loadavg, tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium, devices, type BrowserContext, type Page } from "@playwright/test";
import { build, type PluginOption } from "vite";
import { createRequire } from "node:module";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@platform/e2e/chromium";
import { startPrism } from "@platform/mocks";
import { routes } from "@platform/web/route-table";
import { FIRST_SCREEN_MARK } from "../web/src/lib/first-screen-mark.ts";
import { lighthouseRounds, type BenchPage, type LighthouseRun } from "./bench/lighthouse-runs.ts";
import { median, ms, worst } from "./bench/stats.ts";
import { blockingVerdict, BUDGETS, lcpVerdict, navigationVerdict, type Verdict } from "./bench/gates.ts";
import { BENCH_SESSION, LIGHTHOUSE_MEMBER_STORAGE, waitFor } from "./bench/served.ts";
import { CPU_THROTTLING_RATE, throttledBlocking, throttledNavigation, type BlockingRun, type Journey, type NavigationRun } from "./bench/throttled.ts";
import { IDLE_PAGES, IDLE_WINDOW_MS, idleFigures, type IdleFigures } from "./bench/idle-time.ts";
import { buildBundleGraph, firstLoadHolds, modulesBySource, modulesMatching, SIGN_IN_PROVIDERS, staticClosure } from "./bench/bundle-graph.ts";

const root = resolve(import.meta.dirname, "..");
// The React plugin is a dependency of web/, so resolve it from there.
const fromWeb = createRequire(join(root, "web", "package.json"));
const { default: react } = (await import(fromWeb.resolve("@vitejs/plugin-react"))) as { default: () => PluginOption };
const out = resolve(root, process.env.BENCH_OUT ?? "bench-output");
// Overridable so that two checkouts on one machine can bench side by side.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4810);
const MOCK_PORT = PORT_BASE;
const WEB_PORT = PORT_BASE + 10;
const FLOOR_PORT = PORT_BASE + 20;
const QUICK = process.argv.includes("--quick");
const runsFlag = process.argv.indexOf("--runs");
/** Issue 48: 5 runs a page (Lighthouse, the throttled traces, each journey); `--quick` takes 2 of the throttled ones and no Lighthouse. */
const RUNS = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 5) : QUICK ? 2 : 5;
const LIGHTHOUSE_RUNS = RUNS;
/** `--json`: the figures, verdicts and misses as one JSON document on stdout; the table and progress go to stderr. */
const JSON_OUTPUT = process.argv.includes("--json");
/**
 * `--json`: the bench runs again as a child whose stdout is this process's stderr (its tables, progress,
 * the builds' logs, even what the bundler's native code prints), and writes its JSON document to a file
 * that this process then prints, alone, on stdout; the exit status is the child's.
 */
const JSON_TO = process.env.BENCH_JSON_TO;
if (JSON_OUTPUT && !JSON_TO) {
  const jsonFile = join(tmpdir(), `bench-${process.pid}.json`);
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: ["inherit", 2, "inherit"], env: { ...process.env, BENCH_JSON_TO: jsonFile } });
  if (existsSync(jsonFile)) {
    process.stdout.write(readFileSync(jsonFile));
    rmSync(jsonFile);
  }
  process.exit(child.status ?? 1);
}
/** Every value given to a repeatable flag (`--page a --page b`). */
function flagValues(flag: string): string[] {
  return process.argv.flatMap((arg, i) => (arg === flag && process.argv[i + 1] !== undefined ? [process.argv[i + 1]!] : []));
}
const ONLY_PAGES = flagValues("--page");
const ONLY_ROUTES = flagValues("--route");
const IDLE_ONLY = process.argv.includes("--idle");
/** Measuring one page or route: only what was asked for (and home's JS, the routes' yardstick). */
const FOCUSED = ONLY_PAGES.length > 0 || ONLY_ROUTES.length > 0 || IDLE_ONLY;
const GAMES_TARGET = 1000;
/** How long after first paint the page is watched for deferred scripts. */
const DEFERRED_WINDOW_MS = 5000;

// Issue 17's budgets, issue 33's for the pages a member meets, as issue 48 changed them (its own: scripts/bench/gates.ts).
const budgets = {
  /** Issue 48: home's first-paint JS stays within 2.0 × the floor page's (issue 17's 1.3 was never met; 1.96 when issue 48 was filed). */
  homeJsRatio: 2.0,
  // Issue 48 replaced issue 33's Lighthouse gates: each page's LCP by its kind (scripts/bench/gates.ts), the
  // simulated TBT printed, not gated (blocking time is gated on a real 4× throttled CPU instead), and the
  // score printed, not gated (30 % of it is that simulated TBT, so a gate on it failed at random the same way).
  /** Issue 33: every run's CLS. */
  cls: 0.02,
  /** Issue 33's goal (printed, not failed): home ready for a tap within 1.3 × the floor page's hydration. */
  readyToFloorGoal: 1.3,
  gameListDomNodes: 3000,
  /** The longest main-thread task while scrolling through 1,000 games (after load). */
  longestScrollTaskMs: 50,
  /** Each route's first-load JS against home's. */
  routeJsRatio: 1.3,
  /** Issue 21: the SDK's main entry (no encryption) within 6 kB gzip. */
  sdkGzipBytes: 6 * 1024,
  /** Issue 45: a screen at rest keeps the main thread busy at most the floor page's share plus this (percentage points). */
  idleBusyOverFloorPoints: 0.5,
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM")));

step("bundle the contract", () => run(process.execPath, ["scripts/build-contract.mjs"]));
// What ships to members: VITE_MOCK_MODE=0 leaves out the QA scenario panel. The
// preview server still proxies to Prism and serves the mock images.
console.log("bench: build the app (production, VITE_MOCK_MODE=0) and read its chunk graph");
const webDist = join(out, "web");
const graph = await buildBundleGraph(webDist);
const firstLoadChunks = staticClosure(graph, graph.entry);
await stepAsync("build the react floor", () =>
  build({
    root: join(root, "scripts/bench/floor"),
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir: join(out, "floor"), emptyOutDir: true },
  }),
);

// A loaded machine can take more than the default 30 s to start Prism (a set-up wait, not a figure).
const prism = await startPrism({ port: MOCK_PORT, readyTimeoutMs: 180_000 });
serve(["../node_modules/vite/bin/vite.js", "preview", "--outDir", webDist, "--port", String(WEB_PORT), "--strictPort", "--host", "127.0.0.1"], join(root, "web"), {
  MOCK_PORT: String(MOCK_PORT),
});
serve(["../../node_modules/vite/bin/vite.js", "preview", "--outDir", join(out, "floor"), "--port", String(FLOOR_PORT), "--strictPort", "--host", "127.0.0.1"], join(root, "scripts/bench"), {});
await waitFor(`http://127.0.0.1:${WEB_PORT}/m/home`);
await waitFor(`http://127.0.0.1:${FLOOR_PORT}/`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// Cold loads: the service worker (issue 17) would answer from its cache on a second visit.
const phone = { ...devices["Pixel 7"], serviceWorkers: "block" as const };

const homeJs = await firstPaintJs(`http://127.0.0.1:${WEB_PORT}/m/home`);
const floorJs = await firstPaintJs(`http://127.0.0.1:${FLOOR_PORT}/`);
const list = FOCUSED ? null : await gameListAt1000();
const routeLoads = FOCUSED && ONLY_ROUTES.length === 0 ? [] : await routeFirstLoads();
const idle = FOCUSED && !IDLE_ONLY ? null : await idleScreens();

/**
 * Issue 33: the pages a member meets first, measured as they would meet them; issue 48: each of its kind,
 * a landing page (a member lands on it from outside) or a data page (its largest paint is server data).
 */
const benchPages: BenchPage[] = [
  { name: "home", path: "/m/home", as: "visitor", kind: "landing" },
  { name: "home", path: "/m/home", as: "member", kind: "landing" },
  { name: "login", path: "/m/login", as: "visitor", kind: "landing" },
  // Its largest paint is the merchant's welcome banner (registration-banner.tsx), server data: a data page.
  { name: "register", path: "/m/register", as: "visitor", kind: "data" },
  { name: "RNG game list", path: "/m/gameList?gameType=RNG", as: "visitor", kind: "data" },
  { name: "promotions", path: "/m/activity", as: "visitor", kind: "data" },
  { name: "member centre", path: "/m/member/home", as: "member", kind: "data" },
  { name: "deposit", path: "/m/voucherCenter", as: "member", kind: "data" },
];
const measuredPages = benchPages
  .map((page) => ({ ...page, name: `${page.name} (${page.as})` }))
  .filter((page) => ONLY_PAGES.length === 0 || ONLY_PAGES.some((part) => page.name.includes(part)));
if (ONLY_PAGES.length > 0 && measuredPages.length === 0) throw new Error(`--page ${ONLY_PAGES.join(", ")}: no such page (${benchPages.map((p) => `${p.name} (${p.as})`).join("; ")})`);

/**
 * Issue 48's in-app navigation, as a member would tap (a member's journey with the Lighthouse member's
 * session, as the browser tests' openAsMember): a home category, a promotion card, the member bar's Deposit.
 */
const journeys: Journey[] = [
  {
    name: "home → Slots category",
    start: "/m/home",
    as: "visitor",
    tap: (page) => page.getByRole("navigation", { name: "Game categories" }).getByRole("button", { name: "Slots" }),
    // The category's first provider card.
    firstRow: ".category-panel .vendor-card",
  },
  {
    name: "promotions → a promotion card",
    start: "/m/activity",
    as: "visitor",
    tap: (page) => page.locator(".promotion-list__items a").first(),
    // The detail's header: its title, from the promotion's data.
    firstRow: ".promotion-detail__title",
  },
  {
    name: "member centre → Deposit",
    start: "/m/member/home",
    as: "member",
    tap: (page) => page.getByRole("navigation", { name: "Member shortcuts" }).getByRole("link", { name: "Deposit" }),
    // The first payment method (a tile in the new layout, a tab in the old).
    firstRow: '.method-tiles__tile, .method-tabs [role="radio"], .method-tabs [role="tab"]',
  },
];
const blocking = IDLE_ONLY || (FOCUSED && ONLY_PAGES.length === 0) ? null : await throttledBlockingRounds();
const navigation = FOCUSED && !process.argv.includes("--navigation") ? null : await navigationRounds();
await browser.close();
const lighthouse =
  QUICK || (FOCUSED && ONLY_PAGES.length === 0)
  ? null
  : await lighthouseRounds({
      origin: `http://127.0.0.1:${WEB_PORT}`,
      floorUrl: `http://127.0.0.1:${FLOOR_PORT}/`,
      pages: measuredPages,
      runs: LIGHTHOUSE_RUNS,
      session: LIGHTHOUSE_MEMBER_STORAGE,
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS.filter((arg) => arg !== "--headless"),
      readyMark: FIRST_SCREEN_MARK,
      outDir: out,
    });
const sdk = FOCUSED ? null : await sdkRuntimeGzip();
await prism.stop();
if (FOCUSED) console.log(`focused run: idle figures ${idle ? "measured" : "skipped"}; Lighthouse on ${lighthouse ? measuredPages.map((p) => p.name).join(", ") : "no page"}; routes ${ONLY_ROUTES.join(", ") || "none"}; game list and SDK skipped`);

const ratio = homeJs.gzip / floorJs.gzip;
const rows: [string, string, string, boolean][] = [
  ["home first-paint JS (gzip)", kb(homeJs.gzip), `≤ ${kb(floorJs.gzip * budgets.homeJsRatio)}`, ratio <= budgets.homeJsRatio && homeJs.committed],
  ["home JS loaded after first paint (gzip)", kb(homeJs.deferredGzip), "", true],
  ["react + react-dom floor (gzip)", kb(floorJs.gzip), "", true],
  ["home / floor", ratio.toFixed(2), `≤ ${budgets.homeJsRatio}`, ratio <= budgets.homeJsRatio],
];
if (list) rows.push(
  [`gameList games loaded`, String(list.games), `${GAMES_TARGET}`, list.games >= GAMES_TARGET],
  ["gameList DOM nodes", String(list.domNodes), `< ${budgets.gameListDomNodes}`, list.domNodes < budgets.gameListDomNodes],
  ["gameList longest task while scrolling", `${Math.round(list.longestScrollTask)} ms`, `≤ ${budgets.longestScrollTaskMs} ms`, list.longestScrollTask <= budgets.longestScrollTaskMs],
  ["gameList longest task while loading", `${Math.round(list.longestLoadTask)} ms`, "", true],
);
if (sdk) rows.push(
  ["SDK main entry without encryption (gzip)", kb(sdk.gzip), `≤ ${kb(budgets.sdkGzipBytes)}`, sdk.gzip <= budgets.sdkGzipBytes],
  ["SDK operation ids, loaded on a failure (gzip)", kb(sdk.lazyGzip), "", true],
);

const misses: string[] = [];
console.log("\nfigure                                        value                                      budget         ");
console.log("--------------------------------------------- ------------------------------------------ -------------- ----");
for (const [name, value, budget, ok] of rows) {
  if (budget && !ok) misses.push(name);
  console.log(`${name.padEnd(45)} ${value.padEnd(42)} ${budget.padEnd(14)} ${budget ? (ok ? "ok" : "MISS") : ""}`);
}
const pageFigures = lighthouse || blocking ? printPages() : [];
const navigationFigures = navigation ? printNavigation(navigation) : [];
const routeBudget = homeJs.gzip * budgets.routeJsRatio;
console.log(`\nroute (loaded cold, to its first screen)         as       first-paint JS budget ≤ ${kb(routeBudget)} (${budgets.routeJsRatio} × home)`);
console.log("------------------------------------------------ -------- ------------- ----");
for (const r of routeLoads) {
  const landed = (r.landed === r.path.split("?")[0] ? "" : `  (landed on ${r.landed})`) + (r.committed ? "" : "  (no screen committed within 60 s)");
  if (r.gzip > routeBudget || !r.committed) misses.push(`${r.path} first-load JS`);
  console.log(`${r.path.padEnd(48)} ${r.as.padEnd(8)} ${kb(r.gzip).padEnd(13)} ${r.gzip <= routeBudget ? "ok" : "MISS"}${landed}`);
}
if (idle) printIdle(idle.floor, idle.pages);
// Issue 20: the sign-in providers (Firebase, GeeTest, the social redirect) stay out of the account pages' first paint.
console.log("\naccount page     sign-in provider code in its first paint (Firebase, GeeTest, social redirect)");
console.log("---------------- ---------------------------------------------------------------------------- ----");
for (const r of routeLoads.filter((load) => ["/m/login", "/m/register", "/m/forget"].includes(load.path))) {
  const chunks = r.files.map((file) => graph.chunks.get(file.replace(/^\//, ""))).filter((c) => c !== undefined);
  const found = modulesMatching(chunks, SIGN_IN_PROVIDERS);
  if (found.length > 0) misses.push(`${r.path} loads sign-in provider code at first paint`);
  console.log(`${r.path.padEnd(16)} ${(found.length === 0 ? `none (${r.files.length} files checked)` : found.join(", ")).padEnd(76)} ${found.length === 0 ? "ok" : "MISS"}`);
}
// What home's first paint holds: the chunks it loaded before its first screen, read from the bundler's graph.
const homeChunks = homeJs.files.map((file) => graph.chunks.get(file.replace(/^\//, ""))).filter((c) => c !== undefined);
const holds = firstLoadHolds(homeChunks, webDist);
console.log(`\nwhat home's first paint holds (${homeChunks.length} files, ${kb(holds.gzip)} gzip; each file's gzip size shared among its modules by their rendered bytes):`);
console.log("  by package or source folder:");
for (const [source, bytes] of holds.bySource.slice(0, 15)) console.log(`  ${kb(bytes).padStart(9)}  ${((bytes / holds.gzip) * 100).toFixed(1).padStart(5)} %  ${source}`);
console.log("  by module:");
for (const [id, bytes] of holds.byModule.slice(0, 25)) console.log(`  ${kb(bytes).padStart(9)}  ${((bytes / holds.gzip) * 100).toFixed(1).padStart(5)} %  ${id}`);
console.log(`\nhome JS files: ${homeJs.files.join(", ")}`);
console.log(`home JS after first paint (within ${DEFERRED_WINDOW_MS / 1000} s): ${homeJs.deferredFiles.join(", ") || "none"}`);
const runsText = (runs: LighthouseRun[]) => runs.map((x) => `${x.performance.toFixed(2)}/${Math.round(x.lcp)}/${Math.round(x.tbt)}/${x.cls.toFixed(3)}/${x.ready === null ? "-" : Math.round(x.ready)}`).join("  ");
if (lighthouse) {
  console.log("lighthouse runs in order (score/LCP ms/TBT ms/CLS/ready ms):");
  console.log(`  ${"floor".padEnd(26)} ${runsText(lighthouse.floor)}`);
  for (const { page, runs } of lighthouse.pages) console.log(`  ${page.name.padEnd(26)} ${runsText(runs)}`);
}
console.log(`machine load (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(2)).join(", ")} on ${cpus().length} cores`);
writeFileSync(
  join(out, "bench.json"),
  JSON.stringify(
    { homeJs, floorJs, ratio, lighthouse, blocking, navigation, list, sdk, routeLoads, idle, budgets, issue48Budgets: BUDGETS, firstPaintHolds: holds, entryHolds: modulesBySource(firstLoadChunks), misses, loadavg: loadavg() },
    null,
    2,
  ),
);
console.log(`\nfigures written to ${join(out, "bench.json")} (a failed run's figure is null there: it counts as the worst)`);
if (QUICK) console.log(`quick run: Lighthouse skipped; throttled-CPU blocking and in-app navigation are medians of ${RUNS} runs, not the budgets' 5: indicative`);
if (JSON_TO) {
  // Infinity (a failed run) is written as null.
  writeFileSync(
    JSON_TO,
    `${JSON.stringify(
      {
        quick: QUICK,
        runs: RUNS,
        cpuThrottlingRate: CPU_THROTTLING_RATE,
        budgets: { ...budgets, ...BUDGETS },
        pages: pageFigures,
        navigation: navigationFigures,
        homeFirstPaintJs: { gzip: homeJs.gzip, floorGzip: floorJs.gzip, ratio },
        sdkGzip: sdk?.gzip ?? null,
        idle: idle ? { floorBusy: idle.floor.busy, pages: idle.pages.map(({ page, figures }) => ({ name: page.name, as: page.as, busy: figures.busy })) } : null,
        misses,
        ok: misses.length === 0,
        loadavg: loadavg(),
        cores: cpus().length,
      },
      null,
      2,
    )}\n`,
  );
}
if (misses.length) {
  console.log(`\nbench: ${misses.length} budget(s) missed: ${misses.join("; ")}`);
  process.exit(1);
}
console.log("\nbench: every budget met");
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
function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Home's first-paint JS (as a visitor) and, beside it, what it loads in the DEFERRED_WINDOW_MS after. */
async function firstPaintJs(url: string) {
  const context = await browser.newContext(phone);
  return measureScripts(context, url, DEFERRED_WINDOW_MS);
}

/**
 * Every route of the route table, opened cold in a fresh context: a route with a role gate
 * as a logged-in member, every other route (public pages, login, register) as a visitor,
 * each cut at its first screen's commit like home.
 */
async function routeFirstLoads() {
  const results: { path: string; screen: string; as: "member" | "visitor"; gzip: number; landed: string; committed: boolean; files: string[] }[] = [];
  for (const entry of routes.filter((route) => ONLY_ROUTES.length === 0 || ONLY_ROUTES.includes(route.path))) {
    // A `:name` segment gets a value the screen knows (the read pages' first topic).
    const path = entry.path.replace(/:[a-zA-Z]+/g, "live");
    const as = entry.guard ? "member" : "visitor";
    const context = await browser.newContext(phone);
    if (as === "member") {
      await context.addInitScript((session) => {
        if (!window.sessionStorage.getItem("MC_SESSION_INFO")) window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(session));
      }, BENCH_SESSION);
    }
    const js = await measureScripts(context, `http://127.0.0.1:${WEB_PORT}${path}`, 0);
    results.push({ path, screen: entry.screen, as, gzip: js.gzip, landed: js.landed, committed: js.committed, files: js.files });
  }
  return results;
}

/**
 * The scripts a page asks for before its first screen commits (the app's FIRST_SCREEN_MARK,
 * web/src/lib/first-screen-mark.ts) are its first-paint JS, gzipped; those asked for after it,
 * within `deferredWindowMs`, are reported apart (the service worker, pop-ups, below-the-fold parts).
 */
async function measureScripts(context: BrowserContext, url: string, deferredWindowMs: number) {
  const page = await context.newPage();
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  const bodies = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.set(
      new URL(response.url()).pathname,
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  // A page that never commits a screen (a start that failed) is cut where the wait ends, and said so.
  const committed = await page
    .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_SCREEN_MARK, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  const landed = new URL(page.url()).pathname;
  if (deferredWindowMs) await page.waitForTimeout(deferredWindowMs);
  const { mark, scripts } = await page.evaluate((markName) => {
    const at = performance.getEntriesByName(markName)[0]?.startTime ?? performance.now();
    const js = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname));
    return { mark: at, scripts: js.map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })) };
  }, FIRST_SCREEN_MARK);
  // Every body asked for is read before the context closes.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const sizes = new Map<string, number>();
  for (const [path, size] of bodies) sizes.set(path, await size);
  await context.close();
  const before = [...new Set(scripts.filter((s) => s.startTime <= mark).map((s) => s.path))];
  const after = [...new Set(scripts.filter((s) => s.startTime > mark).map((s) => s.path))].filter((p) => !before.includes(p));
  const sum = (files: string[]) => files.reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
  return { landed, committed, gzip: sum(before), files: before, deferredGzip: sum(after), deferredFiles: after };
}

/**
 * Issue 45: every screen of IDLE_PAGES at rest (a member's as the Lighthouse member, login pop-ups seen),
 * then the floor page, watched the same way (scripts/bench/idle-time.ts).
 */
async function idleScreens() {
  const readyMark = FIRST_SCREEN_MARK;
  const pages: { page: (typeof IDLE_PAGES)[number]; figures: IdleFigures }[] = [];
  for (const page of IDLE_PAGES) {
    const figures = await idleFigures(browser, {
      url: `http://127.0.0.1:${WEB_PORT}${page.path}`,
      context: phone,
      session: page.as === "member" ? LIGHTHOUSE_MEMBER_STORAGE : undefined,
      readyMark,
    });
    pages.push({ page, figures });
  }
  const floor = await idleFigures(browser, { url: `http://127.0.0.1:${FLOOR_PORT}/`, context: phone, readyMark });
  return { floor, pages };
}

/** Issue 45's table: each screen's main-thread work at rest beside the floor page's; a busy share over the floor's plus the margin is a miss. */
function printIdle(floor: IdleFigures, pages: { page: (typeof IDLE_PAGES)[number]; figures: IdleFigures }[]) {
  const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
  const budget = floor.busy + budgets.idleBusyOverFloorPoints / 100;
  console.log(`\nat rest (${IDLE_WINDOW_MS / 1000} s after settling)      as       busy (CPU) task wall ms script ms  recalcs  layouts  budget ≤ ${percent(budget)} busy (floor + ${budgets.idleBusyOverFloorPoints} points)`);
  console.log("------------------------------------ -------- ---------- ------------ ---------- -------- -------- ----");
  const row = (name: string, as: string, f: IdleFigures, verdict: string) =>
    console.log(
      `${name.padEnd(36)} ${as.padEnd(8)} ${percent(f.busy).padEnd(10)} ${String(Math.round(f.taskMs)).padEnd(12)} ${String(Math.round(f.scriptMs)).padEnd(10)} ${String(f.recalcs).padEnd(8)} ${String(f.layouts).padEnd(8)} ${verdict}`,
    );
  row("react floor page", "visitor", floor, "");
  for (const { page, figures } of pages) {
    const ok = figures.busy <= budget;
    if (!ok) misses.push(`${page.name} (${page.as}) busy at rest`);
    const landed = figures.landed === page.path.split("?")[0] ? "" : `  (landed on ${figures.landed})`;
    row(page.name, page.as, figures, `${ok ? "ok" : "MISS"}${landed}`);
  }
}

/**
 * Issue 48: blocking time on a real throttled CPU. RUNS rounds; in each, the floor page once (the machine's
 * yardstick, printed, not gated) then every measured page once, each a cold load at 4× CPU, traced.
 */
async function throttledBlockingRounds() {
  const floor: (BlockingRun & { load: number })[] = [];
  const pages = measuredPages.map((page) => ({ page, runs: [] as (BlockingRun & { load: number })[] }));
  const common = { context: phone, readyMark: FIRST_SCREEN_MARK };
  for (let round = 1; round <= RUNS; round++) {
    console.log(`bench: throttled-CPU traces, round ${round} of ${RUNS} (floor and ${pages.length} pages), load ${loadavg()[0]?.toFixed(2)}`);
    floor.push({ ...(await throttledBlocking(browser, `http://127.0.0.1:${FLOOR_PORT}/`, common)), load: loadavg()[0] ?? 0 });
    for (const entry of pages) {
      const load = loadavg()[0] ?? 0;
      const run = await throttledBlocking(browser, `http://127.0.0.1:${WEB_PORT}${entry.page.path}`, {
        ...common,
        session: entry.page.as === "member" ? LIGHTHOUSE_MEMBER_STORAGE : undefined,
      }).catch((error: unknown): BlockingRun => {
        console.log(`bench: throttled trace of ${entry.page.path} failed: ${error instanceof Error ? error.message : String(error)}`);
        return { excessMs: Number.POSITIVE_INFINITY, longTasks: 0, longestMs: Number.NaN, landed: "(failed)", committed: false };
      });
      entry.runs.push({ ...run, load });
    }
  }
  return { floor, pages };
}

/** Issue 48: each journey RUNS times, in rounds, at 4× CPU on the mock. */
async function navigationRounds() {
  const results = journeys.map((journey) => ({ journey, runs: [] as (NavigationRun & { load: number })[] }));
  for (let round = 1; round <= RUNS; round++) {
    console.log(`bench: in-app navigation at ${CPU_THROTTLING_RATE}× CPU, round ${round} of ${RUNS}, load ${loadavg()[0]?.toFixed(2)}`);
    for (const entry of results) {
      const load = loadavg()[0] ?? 0;
      const run = await throttledNavigation(browser, `http://127.0.0.1:${WEB_PORT}`, entry.journey, {
        context: phone,
        session: LIGHTHOUSE_MEMBER_STORAGE,
        readyMark: FIRST_SCREEN_MARK,
      }).catch((error: unknown): NavigationRun => ({ ms: Number.POSITIVE_INFINITY, landed: "(failed)", failure: error instanceof Error ? error.message.split("\n")[0] : String(error) }));
      if (run.failure) console.log(`bench: ${entry.journey.name}: ${run.failure}`);
      entry.runs.push({ ...run, load });
    }
  }
  return results;
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

/**
 * The SDK's main entry bundled and minified the way an app would ship it, without the secure
 * (encryption) entry: the entry file and every chunk it imports statically, each gzipped. The
 * operation ids (@platform/sdk/operations) are a chunk the client loads only to name a failure
 * or ask for a mock scenario: printed beside, not counted.
 */
async function sdkRuntimeGzip() {
  const dir = join(out, "sdk");
  const files = new Map<string, { imports: string[]; dynamicImports: string[] }>();
  await build({
    configFile: false,
    logLevel: "warn",
    plugins: [
      {
        name: "sdk-chunks",
        generateBundle(_options, bundle) {
          for (const chunk of Object.values(bundle)) if (chunk.type === "chunk") files.set(chunk.fileName, { imports: chunk.imports, dynamicImports: chunk.dynamicImports });
        },
      },
    ],
    build: {
      outDir: dir,
      emptyOutDir: true,
      lib: { entry: join(root, "sdk/src/index.ts"), formats: ["es"], fileName: "sdk" },
      minify: true,
      // Library mode keeps an ES bundle's whitespace unless the output is told to minify; an app's build removes it.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const gzipOf = (file: string) => gzipSync(readFileSync(join(dir, file))).length;
  const main = new Set<string>();
  const visit = (file: string) => {
    if (main.has(file)) return;
    main.add(file);
    for (const next of files.get(file)?.imports ?? []) visit(next);
  };
  visit("sdk.js");
  const lazy = [...files.keys()].filter((file) => !main.has(file));
  return {
    gzip: [...main].reduce((sum, file) => sum + gzipOf(file), 0),
    files: [...main],
    lazyGzip: lazy.reduce((sum, file) => sum + gzipOf(file), 0),
    lazyFiles: lazy,
  };
}

/** A figure of a run list: worst and median, as "worst / median". */
function worstMedian(values: number[], format: (value: number) => string = ms) {
  return `${format(worst(values))} / ${format(median(values))}`;
}

/**
 * Issues 33 and 48, one row a page: Lighthouse's LCP (worst / median) against its kind's budget, the bytes
 * finished before LCP (median run), the blocking time on a 4× throttled CPU (median, each run), and beside
 * them, printed and not gated, Lighthouse's simulated TBT and score; CLS (every run ≤ budget) kept. Under
 * each row: the LCP element of the runs (Lighthouse's largest-contentful-paint-element audit), the ready
 * mark against the floor's, the machine load of the runs. Misses go to `misses`; returns the figures for --json.
 */
function printPages() {
  const floorRuns = lighthouse?.floor ?? [];
  const floorLcp = median(floorRuns.map((r) => r.lcp));
  const floorReady = median(floorRuns.flatMap((r) => (r.ready === null ? [] : [r.ready])));
  const kib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(0)} KiB` : "-");
  console.log(
    `\npages: Lighthouse mobile (simulated slow 4G), ${lighthouse ? `${LIGHTHOUSE_RUNS} runs a page` : "skipped"}; blocking time at ${CPU_THROTTLING_RATE}× CPU (CDP trace), ${blocking ? `${RUNS} runs a page` : "skipped"}; in rounds beside the floor page`,
  );
  if (lighthouse) {
    console.log(
      `floor page: LCP ${worstMedian(floorRuns.map((r) => r.lcp))} ms, score ${worstMedian(floorRuns.map((r) => r.performance), (v) => v.toFixed(2))}, rendered (ready) ${worstMedian(floorRuns.map((r) => r.ready ?? Number.POSITIVE_INFINITY))} ms`,
    );
    const indexes = [...floorRuns, ...lighthouse.pages.flatMap((entry) => entry.runs)].map((r) => r.benchmarkIndex).filter(Number.isFinite);
    if (indexes.length) {
      console.log(
        `machine: Lighthouse's benchmark index ${ms(Math.min(...indexes))}–${ms(Math.max(...indexes))}, median ${ms(median(indexes))} (DevTools' calibration: 1000 a mid-tier phone): the simulation multiplies this machine's own task times by 4 (the mobile preset), so a lower index gives every page a later simulated LCP`,
      );
    }
  }
  if (blocking) console.log(`floor page at ${CPU_THROTTLING_RATE}× CPU: blocking ${ms(median(blocking.floor.map((r) => r.excessMs)))} ms median (${blocking.floor.map((r) => ms(r.excessMs)).join(" ")}): the machine's own share of the figure`);
  console.log(
    lighthouse
      ? `budgets: data pages LCP worst ≤ ${BUDGETS.dataLcpWorstMs} ms and median ≤ ${BUDGETS.dataLcpMedianMs} ms; landing pages LCP worst ≤ the floor's median (${ms(floorLcp)} ms); every page: blocking median ≤ ${BUDGETS.blockingMedianMs} ms, CLS ≤ ${budgets.cls} in every run. Printed, not gated: Lighthouse's simulated TBT and score; goal: home ready ≤ ${budgets.readyToFloorGoal} × the floor's ${ms(floorReady)} ms`
      : `budget: every page's blocking median ≤ ${BUDGETS.blockingMedianMs} ms (Lighthouse skipped: no LCP figures or verdicts)`,
  );
  console.log("page                    kind    LCP worst/med ms  LCP budget                    before LCP (median)   blocking 4× ms: median (runs)   TBT sim w/m  score w/m    CLS worst  verdict");
  console.log("----------------------- ------- ----------------- ----------------------------- --------------------- ------------------------------- ------------ ------------ ---------- -------");
  return measuredPages.map((page) => {
    const runs = lighthouse?.pages.find((entry) => entry.page === page)?.runs ?? [];
    const traced = blocking?.pages.find((entry) => entry.page === page)?.runs ?? [];
    const lcps = runs.map((r) => r.lcp);
    const verdicts: Verdict[] = [];
    const lcp = runs.length > 0 ? lcpVerdict(page.kind, lcps, floorLcp) : null;
    if (lcp) verdicts.push(lcp);
    const block = traced.length > 0 ? blockingVerdict(traced.map((r) => r.excessMs)) : null;
    if (block) verdicts.push(block);
    const failed = verdicts.flatMap((v) => v.missed);
    if (runs.length > 0 && worst(runs.map((r) => r.cls)) > budgets.cls) failed.push(`CLS > ${budgets.cls}`);
    // Issue 33: home's LCP is the banner or the heading, never the notice ticker.
    if (page.path === "/m/home" && runs.some((r) => r.lcpElement.includes("notice-marquee"))) failed.push("LCP element is the ticker");
    for (const what of failed) misses.push(`${page.name}: ${what}`);
    const beforeBytes = median(runs.map((r) => r.bytesBeforeLcp));
    const beforeRequests = median(runs.map((r) => r.requestsBeforeLcp));
    console.log(
      [
        page.name.padEnd(23),
        page.kind.padEnd(7),
        (runs.length ? worstMedian(lcps) : "-").padEnd(17),
        (lcp?.budget ?? "-").padEnd(29),
        (runs.length ? `${kib(beforeBytes)} in ${ms(beforeRequests)} req` : "-").padEnd(21),
        (traced.length ? `${ms(median(traced.map((r) => r.excessMs)))} (${traced.map((r) => ms(r.excessMs)).join(" ")})` : "-").padEnd(31),
        (runs.length ? worstMedian(runs.map((r) => r.tbt)) : "-").padEnd(12),
        (runs.length ? worstMedian(runs.map((r) => r.performance), (v) => v.toFixed(2)) : "-").padEnd(12),
        (runs.length ? worst(runs.map((r) => r.cls)).toFixed(3) : "-").padEnd(10),
        failed.length === 0 ? "ok" : `MISS ${failed.join(", ")}`,
      ].join(" "),
    );
    const elements = new Map<string, number>();
    for (const r of runs) {
      // The node's label is its text (or its selector again when it has none worth showing).
      const label = r.lcpElementLabel && r.lcpElementLabel !== r.lcpElement && !r.lcpElement.startsWith(r.lcpElementLabel) ? ` "${r.lcpElementLabel.slice(0, 48)}"` : "";
      const key = `${r.lcpElement || "(none)"}${label}`;
      elements.set(key, (elements.get(key) ?? 0) + 1);
    }
    const readies = runs.map((r) => r.ready ?? Number.POSITIVE_INFINITY);
    const readyRatio = median(readies) / floorReady;
    const goal = page.path === "/m/home" && runs.length ? (readyRatio <= budgets.readyToFloorGoal ? " (goal ok)" : " (goal missed)") : "";
    const loads = [...runs.map((r) => r.load), ...traced.map((r) => r.load)];
    // The page's blocking against the floor page's in the same rounds: a figure that travels between machines (printed, not gated).
    const blockingToFloor = traced.length && blocking ? median(traced.map((r) => r.excessMs)) / median(blocking.floor.map((r) => r.excessMs)) : null;
    const landedElsewhere = traced.some((r) => r.landed !== page.path.split("?")[0]) ? `; landed on ${[...new Set(traced.map((r) => r.landed))].join(", ")}` : "";
    if (runs.length) console.log(`  LCP element: ${[...elements].map(([element, count]) => `${element} ×${count}`).join("; ")}`);
    console.log(
      `  ${runs.length ? `ready ${worstMedian(readies)} ms (${readyRatio.toFixed(2)} × floor)${goal}; ` : ""}${blockingToFloor === null ? "" : `blocking ${blockingToFloor.toFixed(1)} × the floor's; `}${traced.length ? `long tasks a run ${traced.map((r) => r.longTasks).join(" ")}, longest ${ms(median(traced.map((r) => r.longestMs)))} ms median; ` : ""}load ${loads.length ? `${Math.min(...loads).toFixed(0)}–${Math.max(...loads).toFixed(0)}` : "-"}${landedElsewhere}`,
    );
    return {
      name: page.name,
      path: page.path,
      as: page.as,
      kind: page.kind,
      lcp: runs.length ? { worst: worst(lcps), median: median(lcps), runs: lcps, budget: lcp?.budget } : null,
      lcpElements: Object.fromEntries(elements),
      bytesBeforeLcp: runs.length ? { median: beforeBytes, requests: beforeRequests, runs: runs.map((r) => r.bytesBeforeLcp) } : null,
      blocking: traced.length ? { median: median(traced.map((r) => r.excessMs)), toFloor: blockingToFloor, runs: traced.map((r) => r.excessMs), longTasks: traced.map((r) => r.longTasks), budget: block?.budget } : null,
      simulatedTbt: runs.length ? { worst: worst(runs.map((r) => r.tbt)), median: median(runs.map((r) => r.tbt)) } : null,
      score: runs.length ? { worst: Math.min(...runs.map((r) => r.performance)), median: median(runs.map((r) => r.performance)) } : null,
      cls: runs.length ? worst(runs.map((r) => r.cls)) : null,
      missed: failed,
      ok: failed.length === 0,
    };
  });
}

/** Issue 48's in-app navigation table: each journey's tap to first row painted, median and runs, at 4× CPU. */
function printNavigation(results: NonNullable<typeof navigation>) {
  console.log(`\nin-app navigation at ${CPU_THROTTLING_RATE}× CPU on the mock, ${RUNS} runs: tap (pointerdown) to the target's first row painted (seen by a MutationObserver, timed after the next frame)`);
  console.log("journey                          first row                                  ms: median (runs)              budget        verdict");
  console.log("-------------------------------- ------------------------------------------ ------------------------------ ------------- -------");
  return results.map(({ journey, runs }) => {
    const times = runs.map((r) => r.ms);
    const v = navigationVerdict(times);
    for (const what of v.missed) misses.push(`${journey.name}: ${what}`);
    const landed = [...new Set(runs.map((r) => r.landed))].join(", ");
    const loads = runs.map((r) => r.load);
    const failures = [...new Set(runs.flatMap((r) => (r.failure ? [r.failure] : [])))];
    console.log(
      `${journey.name.padEnd(32)} ${journey.firstRow.slice(0, 42).padEnd(42)} ${`${ms(median(times))} (${times.map((t) => ms(t)).join(" ")})`.padEnd(30)} ${v.budget.padEnd(13)} ${v.ok ? "ok" : `MISS ${v.missed.join(", ")}`}`,
    );
    console.log(`  landed on ${landed}; load ${Math.min(...loads).toFixed(0)}–${Math.max(...loads).toFixed(0)}${failures.length ? `; ${failures.join("; ")}` : ""}`);
    return { name: journey.name, start: journey.start, as: journey.as, firstRow: journey.firstRow, median: median(times), runs: times, budget: v.budget, missed: v.missed, ok: v.ok, landed };
  });
}
