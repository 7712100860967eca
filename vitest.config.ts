// One Vitest run over every package. Each project keeps its tests beside its
// code; `tests/` holds the cross-package and contract tests.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker less than the cores: one on the 2-core machines
    // CI and the developers use, with the other core idle while the main process waits (issue 30).
    // Two workers there halved the wall time of the web tests for the same CPU time; test files
    // stay isolated (forks, one fresh module graph each: several files mock modules).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: "sdk", root: "sdk", environment: "node", include: ["src/**/*.test.ts"] } },
      { test: { name: "machines", root: "machines", environment: "node", include: ["src/**/*.test.ts"] } },
      { test: { name: "mocks", root: "mocks", environment: "node", include: ["src/**/*.test.ts"] } },
      "web/vitest.config.ts",
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
