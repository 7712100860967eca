// Browser tests against the stateful sandbox backend (issue 18): flows that
// need memory (register, log out, log in again, a favourite that survives a
// reload). Same phones and chromium as playwright.config.ts; the web server
// is the production build's preview, proxied to `npm run sandbox`.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

// Next to the Prism run's ports unless set, so checkouts that move those move these too.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5);
const WEB_PORT = Number(process.env.E2E_SANDBOX_WEB_PORT ?? Number(process.env.E2E_WEB_PORT ?? 4620) + 5);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "./sandbox",
  testMatch: "**/*.spec.ts",
  outputDir: "../test-results/e2e-sandbox",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "pixel-7", use: { ...devices["Pixel 7"], launchOptions } },
    { name: "iphone-13", use: { ...devices["iPhone 13"], browserName: "chromium", launchOptions } },
  ],
  webServer: [
    {
      command: `node --import tsx mocks/src/cli/sandbox.ts --port ${SANDBOX_PORT} --no-build`,
      cwd: "..",
      url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../node_modules/vite/bin/vite.js preview --port ${WEB_PORT} --strictPort --host 127.0.0.1`,
      cwd: "../web",
      env: { MOCK_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${WEB_PORT}/m/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
