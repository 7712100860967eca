// Browser tests: Debian's chromium (never a downloaded browser), phone
// emulation, against `vite preview` of the production build proxied to a
// Prism mock of the bundled contract.
//
// One functional run, on Blink as a Pixel 7. A second profile runs only the tests
// tagged for it: `@phone` (a layout measured at the phone's own size, which must hold
// at a second one) and `@iphone` (what only an iPhone's user agent is shown). That
// profile is Chromium with an iPhone 13's viewport and user agent, not WebKit: the
// engine of every iPhone browser is tested by e2e/webkit/ (WebKitGTK).
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { WEB_DIST } from "./helpers/web-dist.ts";

// Overridable so that two checkouts on one machine can run their browser tests side by side.
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4610);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4620);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
/** The contract Prism serves, this run's own copy. */
const PRISM_CONTRACT = `${import.meta.dirname}/../test-results/e2e-contract-${MOCK_PORT}.json`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // The sandbox backend's tests run with their own servers (playwright.sandbox.config.ts). An
  // absolute glob: Playwright matches it against the whole path, which may hold "sandbox" elsewhere.
  testIgnore: `${import.meta.dirname}/sandbox/**`,
  outputDir: "../test-results/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // A failed test keeps its trace: each action with its timing, the network and the console. Without
    // the DOM snapshot of every action and the screencast: recording those for every test (a passing
    // test's trace is thrown away) cost about a fifth of the tier's time on this 2-core machine.
    // The failure's screenshot and page snapshot (error-context.md) still show where it stopped.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: true },
    screenshot: "only-on-failure",
    launchOptions,
    // The production build registers a service worker; it would answer calls that
    // page.route and the scenario helpers mean to answer. Only e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
    // The phone is in the platform's zone, as its members' are, whatever zone the machine running the
    // tests is in; with the fixed time every test starts at (e2e/helpers/test.ts) the page's day and hour are the
    // same on every run. The dates the app shows are in their declared zones (CONTRIBUTING.md, "Dates and zones").
    timezoneId: "Asia/Shanghai",
  },
  projects: [
    { name: "pixel-7", use: { ...devices["Pixel 7"], launchOptions }, grepInvert: /@iphone\b/ },
    { name: "iphone-13-viewport-chromium", use: { ...devices["iPhone 13"], browserName: "chromium", launchOptions }, grep: /@phone\b|@iphone\b/ },
  ],
  webServer: [
    {
      // Prism serves a copy of the bundled contract: it reloads whenever its file changes, and
      // openapi/dist/openapi.json is rewritten by every contract build (another run in the same checkout),
      // which dropped the mock's connections in the middle of a run.
      command: `test -f openapi/dist/openapi.json || npm run --silent contract:build; mkdir -p test-results && cp openapi/dist/openapi.json ${PRISM_CONTRACT} && node --import tsx mocks/src/cli/mock.ts --port ${MOCK_PORT} --spec ${PRISM_CONTRACT}`,
      cwd: "..",
      // Any answer but a connection error means Prism listens (a GET without Merchant answers 401).
      url: `http://127.0.0.1:${MOCK_PORT}/wps/session/key/rsa`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../node_modules/vite/bin/vite.js preview --port ${WEB_PORT} --strictPort --host 127.0.0.1 --outDir ${WEB_DIST}`,
      cwd: "../web",
      env: { MOCK_PORT: String(MOCK_PORT) },
      url: `http://127.0.0.1:${WEB_PORT}/m/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
