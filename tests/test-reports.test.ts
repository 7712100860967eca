// `npm test`'s summary (scripts/test-all.mjs through scripts/lib/test-reports.mjs) ends with each
// failed test's name and error, so a run cut to its tail (CI shows only that) still says what failed:
// stop 38's CI printed "FAILED at: browser tests against the sandbox backend, 1 failed" and nothing
// that named the test. Here on reports the real runners write for a few tiny tests of each kind.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureReport, playwrightCounts, playwrightTests, vitestCounts, vitestTests } from "../scripts/lib/test-reports.mjs";

const ROOT = resolve(import.meta.dirname, "..");
let vitestDir: string;
let playwrightDir: string;

beforeAll(() => {
  vitestDir = mkdtempSync(join(tmpdir(), "test-reports-vitest-"));
  writeFileSync(
    join(vitestDir, "sums.test.ts"),
    'import { expect, test } from "vitest";\ntest("adds", () => expect(1 + 1).toBe(2));\ntest("subtracts", () => expect(2 - 1).toBe(3));\n',
  );
  writeFileSync(join(vitestDir, "broken.test.ts"), 'import "./not-there.ts";\n');
  spawnSync("npx", ["vitest", "run", "--root", vitestDir, "--reporter=json", `--outputFile.json=${join(vitestDir, "report.json")}`], { cwd: ROOT, encoding: "utf8" });

  // Inside the project, so the spec resolves @playwright/test; .mjs, so nothing needs transpiling.
  mkdirSync(join(ROOT, "node_modules/.cache"), { recursive: true });
  playwrightDir = mkdtempSync(join(ROOT, "node_modules/.cache/test-reports-playwright-"));
  writeFileSync(join(playwrightDir, "playwright.config.mjs"), 'export default { testDir: ".", outputDir: "./results", reporter: [["json"]] };\n');
  writeFileSync(
    join(playwrightDir, "words.spec.mjs"),
    'import { expect, test } from "@playwright/test";\ntest.describe("words", () => {\n  test("match", () => expect("left").toBe("left"));\n  test("differ", () => expect("left").toBe("right"));\n});\n',
  );
  spawnSync("npx", ["playwright", "test", "-c", join(playwrightDir, "playwright.config.mjs")], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(playwrightDir, "report.json") },
  });
}, 60_000);

afterAll(() => {
  rmSync(vitestDir, { recursive: true, force: true });
  rmSync(playwrightDir, { recursive: true, force: true });
});

describe("a Vitest report", () => {
  it("counts a passed and a failed test, and a file that failed before its tests ran", () => {
    expect(vitestCounts(join(vitestDir, "report.json"))).toEqual({ passed: 1, failed: 1, skipped: 0 });
    const tests = vitestTests(join(vitestDir, "report.json"), vitestDir);
    expect(tests.find(({ name }) => name === "sums.test.ts > adds")?.error).toBeNull();
    expect(tests.find(({ name }) => name === "sums.test.ts > subtracts")?.error).toContain("expected 1 to be 3");
    expect(tests.find(({ name }) => name === "broken.test.ts")?.error).toContain("not-there");
  });
});

describe("a Playwright report", () => {
  it("counts the passed and the failed test, each named by its describe block", () => {
    expect(playwrightCounts(join(playwrightDir, "report.json"))).toEqual({ passed: 1, failed: 1, skipped: 0 });
    const tests = playwrightTests(join(playwrightDir, "report.json"));
    expect(tests.map(({ name }) => name)).toEqual(["[] words.spec.mjs > words > match", "[] words.spec.mjs > words > differ"]);
    expect(tests[0]?.error).toBeNull();
    expect(tests[1]?.error).toContain("Expected:");
  });

  it("reports an error outside any test (a file that does not load) as a failure of the run", () => {
    writeFileSync(join(playwrightDir, "report-errors.json"), JSON.stringify({ suites: [], errors: [{ message: "Error: Timed out waiting 60000ms from config.webServer." }], stats: {} }));
    expect(playwrightTests(join(playwrightDir, "report-errors.json"))).toEqual([
      { name: "[playwright] the run itself", ms: 0, error: "Error: Timed out waiting 60000ms from config.webServer." },
    ]);
  });
});

describe("the summary's last lines", () => {
  it("name every failed test with the first lines of its error, colours removed, and nothing that passed", () => {
    const report = failureReport([...vitestTests(join(vitestDir, "report.json"), vitestDir), ...playwrightTests(join(playwrightDir, "report.json"))]);
    expect(report.split("\n")[0]).toBe("failed tests:");
    expect(report).toContain("  ✘ sums.test.ts > subtracts\n      AssertionError: expected 1 to be 3");
    expect(report).toContain("  ✘ broken.test.ts\n");
    expect(report).toContain("  ✘ [] words.spec.mjs > words > differ\n");
    expect(report).toContain('Expected: "right"');
    expect(report).not.toContain("\u001b[");
    expect(report).not.toContain("> adds");
    expect(report).not.toContain("> match");
  });

  it("keeps to the given number of lines per error, and is empty when nothing failed", () => {
    expect(failureReport([{ name: "a", error: "one\ntwo\n\nthree\nfour" }], 2)).toBe("failed tests:\n  ✘ a\n      one\n      two");
    expect(failureReport([{ name: "a", error: null }])).toBe("");
  });
});
