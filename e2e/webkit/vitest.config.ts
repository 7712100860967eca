// The WebKit run: member journeys and a render pass over every
// route in WebKitGTK's MiniBrowser through WebKitWebDriver, against the
// production build served by `vite preview` and proxied to the sandbox backend.
// One browser at a time: the tests share the sandbox, which each resets.
//   npm run e2e:webkit                      (builds the app first)
//   npx vitest run -c e2e/webkit/vitest.config.ts -t "deposit"
import { defineConfig } from "vitest/config";
import { OUTPUT } from "./support/config.ts";

export default defineConfig({
  test: {
    name: "webkit",
    root: import.meta.dirname,
    include: ["**/*.webkit.ts"],
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ["default", "json"],
    outputFile: { json: process.env.WEBKIT_REPORT ?? `${OUTPUT}/report.json` },
  },
});
