// Reading the test runners' JSON reports for `npm test`'s summary (scripts/test-all.mjs): how many
// passed and failed, how long each test took, and why each failed test failed — printed last, so a
// run whose output is cut to its tail (as CI shows it) still names the failing test and its error.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

export function vitestCounts(file) {
  const r = readJson(file);
  if (!r) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

export function playwrightCounts(file) {
  const s = readJson(file)?.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

/** The tests of a Vitest JSON report: "file > test", its duration, and its failure (or null). A file that failed before any test ran counts as one. */
export function vitestTests(file, cwd = process.cwd()) {
  const r = readJson(file);
  if (!r) return [];
  return (r.testResults ?? []).flatMap((suite) => {
    const path = relative(cwd, suite.name);
    const tests = (suite.assertionResults ?? []).map((test) => ({
      name: `${path} > ${test.fullName ?? test.title}`,
      ms: test.duration ?? 0,
      error: test.status === "failed" ? (test.failureMessages ?? []).join("\n") || "failed" : null,
    }));
    const crashed = suite.status === "failed" && !tests.some(({ error }) => error);
    return crashed ? [...tests, { name: path, ms: 0, error: suite.message || "the file failed before its tests ran" }] : tests;
  });
}

/** The tests of a Playwright JSON report: "[project] file > test", every attempt's duration summed, and the last attempt's failure when it failed for good. */
export function playwrightTests(file) {
  const report = readJson(file);
  if (!report) return [];
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const last = test.results?.at(-1);
        const errors = last?.errors?.length ? last.errors : [last?.error];
        const error = test.status === "unexpected" ? errors.map((e) => e?.message ?? "").join("\n") || "failed" : null;
        found.push({ name: `[${test.projectName}] ${spec.file} > ${[...titles, spec.title].join(" > ")}`, ms, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test: a web server that did not start, a file that did not load.
  for (const e of report.errors ?? []) found.push({ name: "[playwright] the run itself", ms: 0, error: e.message || "failed" });
  return found;
}

/** "failed tests:" and each failed test's name with the first lines of its error, colours removed; "" when none failed. */
export function failureReport(tests, linesEach = 8) {
  const failed = tests.filter(({ error }) => error);
  if (failed.length === 0) return "";
  const blocks = failed.map(({ name, error }) => {
    const lines = error.replace(/\u001b\[[0-9;]*m/g, "").split("\n").map((line) => line.trimEnd()).filter((line) => line.trim());
    return [`  ✘ ${name}`, ...lines.slice(0, linesEach).map((line) => `      ${line}`)].join("\n");
  });
  return `failed tests:\n${blocks.join("\n")}`;
}
