// Browser tests: Debian's chromium (never a downloaded browser), phone
// emulation, against `vite preview` of the production build proxied to a
// Prism mock of the bundled contract.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

// Overridable so that two checkouts on one machine can run their browser tests side by side.
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4610);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4620);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
    // The production build registers a service worker (issue 17); it would answer calls that
    // page.route and the scenario helpers mean to answer. Only e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "pixel-7", use: { ...devices["Pixel 7"], launchOptions } },
    { name: "iphone-13", use: { ...devices["iPhone 13"], browserName: "chromium", launchOptions } },
  ],
  webServer: [
    {
      command: `node --import tsx mocks/src/cli/mock.ts --port ${MOCK_PORT} --no-build`,
      cwd: "..",
      // Any answer but a connection error means Prism listens (a GET without Merchant answers 401).
      url: `http://127.0.0.1:${MOCK_PORT}/wps/session/key/rsa`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../node_modules/vite/bin/vite.js preview --port ${WEB_PORT} --strictPort --host 127.0.0.1`,
      cwd: "../web",
      env: { MOCK_PORT: String(MOCK_PORT) },
      url: `http://127.0.0.1:${WEB_PORT}/m/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
