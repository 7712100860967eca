// No two features of web/src/features import each other, however far round. A loop
// through folders (account -> settings -> profile -> account, each step a different module) is
// not a module cycle, so import-x/no-cycle passes it; this reads every import of the app's code
// (tests/support/feature-graph.ts) and fails on any cycle of the feature -> feature graph.
// Tests and testing/ fixtures are left out: a test of a flow that lands on another screen
// answers that screen's calls with its feature's handlers (CONTRIBUTING "Adding a screen" 7), so
// games' list test takes home's handlers while home takes games' data.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { featureCycles, featureGraph, featureImports, type FeatureImport } from "./support/feature-graph.ts";

const featuresDir = fileURLToPath(new URL("../web/src/features", import.meta.url));

const isAppCode = (entry: FeatureImport) => !/\.test\.tsx?$/.test(entry.file) && !/(^|\/)testing\//.test(entry.file);

/** The cycles of the app code's feature graph, each with the imports that make its steps. */
function cyclesOf(dir: string): { cycle: string; steps: string[] }[] {
  const imports = featureImports(dir).filter(isAppCode);
  return featureCycles(featureGraph(imports)).map((cycle) => ({
    cycle: [...cycle, cycle[0]].join(" -> "),
    steps: cycle.map((from, index) => {
      const to = cycle[(index + 1) % cycle.length];
      const step = imports.find((entry) => entry.from === from && entry.to === to)!;
      return `${step.file} imports ${step.specifier}`;
    }),
  }));
}

const fixtures: string[] = [];
afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway features folder: file path (relative to it) -> source. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "feature-cycles-"));
  fixtures.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe("the feature import graph of web/src/features", () => {
  it("has no cycle", () => {
    expect(cyclesOf(featuresDir)).toEqual([]);
  });

  it("sees features importing features (the graph is not empty, so 'no cycle' means something)", () => {
    const imports = featureImports(featuresDir).filter(isAppCode);
    expect(imports.length).toBeGreaterThan(20);
    expect(featureGraph(imports).get("home")).toContain("games");
  });

  it("gives every feature an index.ts, its public surface", () => {
    const features = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.filter((entry) => !existsSync(join(featuresDir, entry.name, "index.ts"))).map((entry) => entry.name)).toEqual([]);
  });
});

describe("the cycle check itself", () => {
  it("fails on a loop through three folders that import-x/no-cycle cannot see (each step a different module)", () => {
    const dir = fixture({
      "account/index.ts": 'export { AccountPage } from "./components/account-page.tsx";\n',
      "account/components/account-page.tsx": 'import { PreferencesButton } from "../../settings/first-paint.ts";\nexport const AccountPage = PreferencesButton;\n',
      "account/registration.ts": "export const useRegistrationSettings = () => 1;\n",
      "settings/first-paint.ts": "export const PreferencesButton = 1;\n",
      "settings/screens/settings-screen.tsx": 'import { accountEntries } from "../../profile/index.ts";\nexport default accountEntries;\n',
      "profile/index.ts": "export const accountEntries = [];\n",
      "profile/screens/personal-info-screen.tsx": 'import { useRegistrationSettings } from "../../account/index.ts";\nexport default useRegistrationSettings;\n',
      "games/index.ts": "export const games = [];\n",
    });
    expect(cyclesOf(dir)).toEqual([
      {
        cycle: "account -> settings -> profile -> account",
        steps: [
          "account/components/account-page.tsx imports ../../settings/first-paint.ts",
          "settings/screens/settings-screen.tsx imports ../../profile/index.ts",
          "profile/screens/personal-info-screen.tsx imports ../../account/index.ts",
        ],
      },
    ]);
  });

  it("counts type-only imports, re-exports and lazy imports as steps, and finds each loop once", () => {
    const dir = fixture({
      "home/index.ts": 'export { gameTypes } from "../games/index.ts";\n',
      "games/index.ts": 'import type { Banner } from "../home/index.ts";\nexport const gameTypes: Banner[] = [];\n',
      "member/screens/member-screen.tsx": 'export const load = () => import("../../wallet/index.ts");\n',
      "wallet/index.ts": 'export { load } from "../member/screens/member-screen.tsx";\n',
    });
    expect(cyclesOf(dir).map(({ cycle }) => cycle)).toEqual(["games -> home -> games", "member -> wallet -> member"]);
  });

  it("leaves out tests and testing/ fixtures", () => {
    const dir = fixture({
      "home/index.ts": 'export { games } from "../games/index.ts";\n',
      "games/index.ts": "export const games = [];\n",
      "games/screens/list.test.tsx": 'import { homeHandlers } from "../../home/testing/handlers.ts";\nexport const x = homeHandlers;\n',
      "games/testing/fixtures.ts": 'import { homeHandlers } from "../../home/testing/handlers.ts";\nexport const y = homeHandlers;\n',
      "home/testing/handlers.ts": "export const homeHandlers = {};\n",
    });
    expect(cyclesOf(dir)).toEqual([]);
  });
});
