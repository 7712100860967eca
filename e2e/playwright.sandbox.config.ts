// Browser tests against the stateful sandbox backend: flows that
// need memory (register, log out, log in again, a favourite that survives a
// reload). The same profiles (one Blink run, the second profile only for tagged
// tests), chromium and reporters as playwright.config.ts;
// the web server is the production build's preview, proxied to
// `npm run sandbox` instead of Prism.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";
import { TEST_NOW } from "./helpers/now.ts";
import { WEB_DIST } from "./helpers/web-dist.ts";

// Next to the Prism run's ports unless set, so checkouts that move those move these too.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5);
const WEB_PORT = Number(process.env.E2E_SANDBOX_WEB_PORT ?? Number(process.env.E2E_WEB_PORT ?? 4620) + 5);

// e2e/helpers/test.ts starts each page's clock at the sandbox's (which starts at TEST_NOW, below).
process.env.E2E_SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

export default defineConfig({
  ...base,
  testDir: "./sandbox",
  testIgnore: [],
  outputDir: "../test-results/e2e-sandbox",
  // One test walks a whole journey (sign up, log out, log in, favourite, reload).
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${WEB_PORT}` },
  webServer: [
    {
      // Its clock starts at the pages' fixed time (e2e/helpers/test.ts): both on the same platform day.
      command: `node --import tsx mocks/src/cli/sandbox.ts --port ${SANDBOX_PORT} --no-build --now ${new Date(TEST_NOW).toISOString()}`,
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
