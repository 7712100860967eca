// Browser tests against the stateful sandbox backend (issue 18): flows that
// need memory (register, log out, log in again, a favourite that survives a
// reload). The same profiles (one Blink run, the second profile only for tagged
// tests), chromium and reporters as playwright.config.ts;
// the web server is the production build's preview, proxied to
// `npm run sandbox` instead of Prism.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";
import { WEB_DIST } from "./helpers/web-dist.ts";

// Next to the Prism run's ports unless set, so checkouts that move those move these too.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5);
const WEB_PORT = Number(process.env.E2E_SANDBOX_WEB_PORT ?? Number(process.env.E2E_WEB_PORT ?? 4620) + 5);

export default defineConfig({
  ...base,
  testDir: "./sandbox",
  testIgnore: [],
  outputDir: "../test-results/e2e-sandbox",
  // One test walks a whole journey (sign up, log out, log in, favourite, reload).
  timeout: 60_000,
  // The sandbox files money records by the platform's day (UTC+8, mocks/src/sandbox/money.ts) and the
  // app asks for "today" by the phone's day: the browser is a phone in the platform's zone, as its
  // members' are, or from 16:00 UTC a record of this moment falls on "tomorrow".
  use: { ...base.use, baseURL: `http://127.0.0.1:${WEB_PORT}`, timezoneId: "Asia/Shanghai" },
  webServer: [
    {
      command: `node --import tsx mocks/src/cli/sandbox.ts --port ${SANDBOX_PORT} --no-build`,
      cwd: "..",
      url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../node_modules/vite/bin/vite.js preview --port ${WEB_PORT} --strictPort --host 127.0.0.1 --outDir ${WEB_DIST}`,
      cwd: "../web",
      env: { MOCK_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${WEB_PORT}/m/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
