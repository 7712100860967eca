// One Vitest run over every package. Each project keeps its tests beside its
// code; `tests/` holds the cross-package and contract tests.
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

const WEB_TESTS = ["src/**/*.test.{ts,tsx}"];
// Web test files that replace a module with vi.mock (see the web projects below;
// tests/vitest-projects.test.ts fails on one left out).
export const WEB_MOCKS_MODULES = [
  "src/features/account/screens/login-firebase.test.tsx",
  "src/features/account/screens/register-firebase.test.tsx",
  "src/features/account/screens/register-bot-check.test.tsx",
  "src/features/account/screens/forget-bot-check.test.tsx",
  "src/features/account/screens/register-later-calls.test.tsx",
  "src/features/account/screens/login-secure-chunk.test.tsx",
  "src/features/home/download/install-guide-footer.test.tsx",
  "src/features/account/components/social-login.test.tsx",
  "src/features/wallet/screens/deposit-form-later.test.tsx",
];

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker less than the cores: one on the 2-core machines
    // CI and the developers use, with the other core idle while the main process waits.
    // Two workers there halved the wall time of the web tests for the same CPU time. Forks; each
    // test file gets a fresh module graph except in the "web" project (below).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: "sdk", root: "sdk", environment: "node", include: ["src/**/*.test.ts"] } },
      { test: { name: "machines", root: "machines", environment: "node", include: ["src/**/*.test.ts"] } },
      { test: { name: "mocks", root: "mocks", environment: "node", include: ["src/**/*.test.ts"] } },
      // The bench's pure helpers (long-task excess, medians, gate verdicts); the bench itself measures, it is not a test.
      { test: { name: "scripts", root: "scripts", environment: "node", include: ["bench/**/*.test.ts"] } },
      // The web tests share one jsdom and one module graph per worker (isolate: false): setting up a
      // jsdom and loading React, Testing Library and the app again for each of ~180 files took about
      // half of the web project's CPU time. web/src/testing/setup.ts puts back what a test
      // may change (storage, the address, timers, stubbed globals, the stores). Files that replace a
      // module with vi.mock need a module graph of their own (the app modules they import are cached
      // with the real module otherwise): those are the "web-isolated" project (`--project 'web*'` runs both).
      {
        extends: "web/vitest.config.ts",
        test: { name: "web", include: WEB_TESTS, exclude: [...configDefaults.exclude, ...WEB_MOCKS_MODULES], isolate: false },
      },
      { extends: "web/vitest.config.ts", test: { name: "web-isolated", include: WEB_MOCKS_MODULES } },
      {
        test: {
          name: "tests",
          root: "tests",
          environment: "node",
          include: ["**/*.test.ts"],
          exclude: ["**/node_modules/**"],
          // One Prism mock for every file of the project; each test asks for its scenario with Prefer.
          globalSetup: ["fixtures/prism.global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
