// `npm test`: every check, in order, stopping at the first failure, then each
// step's wall time and the slowest tests (so the next person sees where the
// time goes), each failed test with its error (scripts/lib/test-reports.mjs),
// then one summary line over all test suites. The app's speed is
// measured by `npm run bench`, never here.
//
// The first checks run side by side (the machines have 2 cores and each check
// uses one): typecheck, lint (ESLint, then knip) and the generated i18n's
// freshness, and in a third lane contract lint, contract build, the generated
// SDK's freshness and the web build every browser tier serves (web/dist,
// built once). Their output is printed as each ends.
// The tests start only once all of them have passed. After Vitest and the
// Blink run, the sandbox tier and the WebKit run go side by side as well.
//
// `npm test -- --no-browser` stops before the browser tests.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureWebKit } from "./lib/webkit.mjs";
import { failureReport, playwrightCounts, playwrightTests, vitestCounts, vitestTests } from "./lib/test-reports.mjs";

const out = ".test-output";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const npmRun = (script, ...args) => ["npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])]];

const steps = [
  {
    name: "checks side by side",
    // Lanes run together; the steps of one lane one after the other.
    lanes: [
      [{ name: "typecheck", cmd: npmRun("typecheck") }],
      [
        { name: "lint", cmd: npmRun("lint") },
        // web/src/i18n/generated equals what `npm run i18n:generate` writes from web/src/i18n/texts.
        { name: "generated i18n is fresh", cmd: npmRun("i18n:check") },
      ],
      [
        { name: "contract lint", cmd: npmRun("contract:lint") },
        { name: "contract build (bundle + HTML reference)", cmd: npmRun("contract:build") },
        // Reads the bundle the build above wrote.
        { name: "generated SDK is fresh", cmd: npmRun("sdk:check") },
        // web/dist (mock mode), built once and served to every browser tier below.
        { name: "web build for browser tests", cmd: ["npm", ["run", "--silent", "build", "-w", "@platform/web"]] },
      ],
    ],
  },
  {
    name: "unit and contract tests (vitest)",
    cmd: ["npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}/vitest.json`]],
    // Issue 45: in a zone far from UTC and from the platform's UTC+8 (UTC+14, where the day starts first), so
    // that a date written in the process's zone instead of its declared one (CONTRIBUTING.md, "Dates and
    // zones") fails here rather than for a member. TZ must be set before the process starts.
    env: { TZ: "Pacific/Kiritimati" },
    counts: () => vitestCounts(`${out}/vitest.json`),
    tests: () => vitestTests(`${out}/vitest.json`),
  },
  { name: "chromium present", fn: ensureChromium, browser: true },
  {
    name: "browser tests (playwright)",
    browser: true,
    cmd: ["npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]],
    // Playwright resolves a relative report path against its config folder.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(`${out}/playwright.json`) },
    counts: () => playwrightCounts(`${out}/playwright.json`),
    tests: () => playwrightTests(`${out}/playwright.json`),
  },
  { name: "webkit present", fn: ensureWebKit, browser: true },
  {
    // The sandbox tier and WebKit side by side: each waits on its browser and its servers much of
    // the time, so together they take less wall time than one after the other (ports of their own).
    name: "browser tiers side by side",
    browser: true,
    lanes: [
      [
        {
          name: "browser tests against the sandbox backend (playwright)",
          cmd: ["npx", ["playwright", "test", "-c", "e2e/playwright.sandbox.config.ts"]],
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(`${out}/playwright-sandbox.json`) },
          counts: () => playwrightCounts(`${out}/playwright-sandbox.json`),
          tests: () => playwrightTests(`${out}/playwright-sandbox.json`),
        },
      ],
      [
        {
          // The member journeys and every route in WebKitGTK (e2e/webkit), on the build above and the sandbox.
          name: "browser tests on WebKit (webdriverio + WebKitWebDriver)",
          cmd: ["npx", ["vitest", "run", "-c", "e2e/webkit/vitest.config.ts"]],
          env: { WEBKIT_REPORT: resolve(`${out}/webkit.json`) },
          counts: () => vitestCounts(`${out}/webkit.json`),
          tests: () => vitestTests(`${out}/webkit.json`),
        },
      ],
    ],
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const started = Date.now();
let failure = null;
const noBrowser = process.argv.includes("--no-browser");
for (const step of steps) {
  if (noBrowser && step.browser) continue;
  if (step.lanes) {
    const done = await runLanes(step.lanes);
    timings.push(...done.map(({ name, ms, step: laneStep }) => ({ name: `${name} (side by side)`, ms, tests: laneStep.tests?.() ?? [] })));
    timings.push({ name: `${step.name}: ${done.map(({ name }) => name).join(", ")}`, ms: done.wallMs, tests: [] });
    const failed = done.filter(({ ok }) => !ok);
    for (const { ok, step: laneStep } of done) {
      if (!laneStep.counts) {
        if (!ok) totals.failed += 1;
        continue;
      }
      const c = laneStep.counts();
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
      if (!ok && c.failed === 0) totals.failed += 1; // a suite that crashed before reporting
    }
    if (failed.length) {
      failure = failed.map(({ name }) => name).join(", ");
      break;
    }
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const stepStarted = Date.now();
  let ok;
  if (step.fn) {
    ok = step.fn();
  } else {
    const [bin, args] = step.cmd;
    const run = spawnSync(bin, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
    ok = run.status === 0;
  }
  timings.push({ name: step.name, ms: Date.now() - stepStarted, tests: step.tests?.() ?? [] });
  if (step.counts) {
    const c = step.counts();
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
    if (!ok && c.failed === 0) totals.failed += 1; // a suite that crashed before reporting
  } else if (!ok) {
    totals.failed += 1;
  }
  if (!ok) {
    failure = step.name;
    break;
  }
}

printTimings(timings, Date.now() - started);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`\n${failure ? `FAILED at: ${failure}\n` : ""}${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failure ? 1 : 0);

/**
 * Runs the lanes together, each lane's steps in order until one fails. A step's output is
 * held and printed whole when it ends, so two steps' lines never mix.
 */
async function runLanes(lanes) {
  const started = Date.now();
  const done = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await runHeld(step);
        done.push(result);
        console.log(`\n=== ${step.name} (${(result.ms / 1000).toFixed(1)} s, side by side) ===\n${result.output}`);
        if (!result.ok) return;
      }
    }),
  );
  done.wallMs = Date.now() - started;
  return done;
}

function runHeld(step) {
  const started = Date.now();
  const [bin, args] = step.cmd;
  return new Promise((resolveRun) => {
    const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...step.env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => resolveRun({ name: step.name, step, ok: code === 0, ms: Date.now() - started, output: output.trimEnd() }));
  });
}

/** Each step's wall time, the 10 slowest tests of every suite that reported them, then every failed test and its error. */
function printTimings(done, totalMs) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  console.log("\n=== where the time went ===");
  for (const { name, ms } of done) console.log(`${seconds(ms)}  ${name}`);
  console.log(`${seconds(totalMs)}  total`);
  const slowest = done
    .flatMap(({ tests }) => tests)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (slowest.length > 0) {
    console.log("\nslowest tests:");
    for (const { name, ms } of slowest) console.log(`${seconds(ms)}  ${name}`);
  }
  // Last, next to the summary: a run whose output is cut to its tail still says what failed and why.
  const failures = failureReport(done.flatMap(({ tests }) => tests));
  if (failures) console.log(`\n${failures}`);
}
