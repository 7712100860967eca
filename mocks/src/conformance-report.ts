// The conformance command's reports: the per-operation pass/fail table (each
// violation under its operation with what was expected and received, then
// the coverage, warnings and the verdict) and the same as JSON for CI.
import type { Finding, OperationResult } from "./conformance.ts";

const LABEL = { pass: "PASS", fail: "FAIL", skipped: "SKIP" } as const;

/** What the run was: shown in the JSON and JUnit reports. */
export interface RunDescription {
  /** The contract bundle checked against. */
  contract: string;
  /** The server called. */
  target: string;
  timeoutMs: number;
  slowMs: number;
  slowFails: boolean;
  concurrency: number;
  allowWrites: boolean;
}

/**
 * @param contractOperations how many operations the contract has (the
 *   coverage line's denominator); the results' count when left out.
 */
export function formatConformanceReport(results: OperationResult[], contractOperations = results.length): string {
  const idWidth = Math.max(9, ...results.map((r) => r.operationId.length));
  const callWidth = Math.max(4, ...results.map((r) => r.method.length + 1 + r.path.length));
  const lines = [`  ${"RESULT"}  ${"OPERATION".padEnd(idWidth)}  ${"CALL".padEnd(callWidth)}  STATUS`];
  for (const r of results) {
    const call = `${r.method.toUpperCase()} ${r.path}`;
    const row = `  ${LABEL[r.outcome].padEnd(6)}  ${r.operationId.padEnd(idWidth)}  ${call.padEnd(callWidth)}  ${r.status ?? "-"}`;
    // A skipped row says why on the same line, so a long list of skipped writes stays short.
    if (r.outcome === "skipped") {
      lines.push(`${row}  ${r.notes.join("; ")}`.trimEnd());
      continue;
    }
    lines.push(row);
    for (const finding of r.findings) lines.push(`            ✗ ${formatFinding(finding)}`);
    for (const warning of r.warnings) lines.push(`            ! ${warning}`);
    for (const note of r.notes) lines.push(`            · ${note}`);
  }
  lines.push("", coverageLine(results, contractOperations));
  const warnings = warningLine(results);
  if (warnings) lines.push(warnings);
  lines.push(summaryLine(results));
  return lines.join("\n");
}

/** `body /value/x: must be boolean; expected boolean, received "yes"`. */
export function formatFinding(finding: Finding): string {
  const where = finding.location === "body" ? `body ${finding.pointer || "/"}` : finding.pointer ? `${finding.location} ${finding.pointer}` : finding.location;
  const detail = finding.expected !== undefined || finding.received !== undefined ? `; expected ${finding.expected ?? "?"}, received ${finding.received ?? "?"}` : "";
  return `${where}: ${finding.message}${detail}`;
}

export function summaryLine(results: OperationResult[]): string {
  const count = (outcome: OperationResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  const violations = violationCount(results);
  const verdict = count("fail") > 0 ? "NOT CONFORMING" : "CONFORMING";
  return `${verdict}: ${results.length} operations, ${count("pass")} passed, ${count("fail")} failed, ${count("skipped")} skipped; ${violations} violation${violations === 1 ? "" : "s"}`;
}

/** The warnings' count (answers over the latency budget), or undefined when there is none. */
function warningLine(results: OperationResult[]): string | undefined {
  const warned = results.filter((r) => r.warnings.length > 0);
  if (warned.length === 0) return undefined;
  return `Warnings: ${warned.length} operation${warned.length === 1 ? "" : "s"} over the latency budget (${warned.map((r) => r.operationId).join(", ")}); warnings do not fail the run`;
}

function violationCount(results: OperationResult[]): number {
  return results.reduce((n, r) => n + r.findings.length, 0);
}

/** Operations actually called (passed or failed, not skipped) over the contract's operations. */
export function coverageLine(results: OperationResult[], contractOperations = results.length): string {
  const called = results.filter((r) => r.outcome !== "skipped").length;
  return `Coverage: ${called} of ${contractOperations} operations of the contract called (${percent(called, contractOperations)}%)`;
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The exit code a run's results give: 0 conforming, 1 a violation. (2, could not run, is the command's.) */
export function exitCodeOf(results: OperationResult[]): 0 | 1 {
  return results.some((r) => r.outcome === "fail") ? 1 : 0;
}

/** The machine-readable report: the run, a summary, and every operation with its findings. */
export function formatJsonReport(results: OperationResult[], run: RunDescription, contractOperations = results.length): string {
  const count = (outcome: OperationResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  const called = results.filter((r) => r.outcome !== "skipped").length;
  const report = {
    run,
    verdict: count("fail") > 0 ? "NOT CONFORMING" : "CONFORMING",
    exitCode: exitCodeOf(results),
    summary: {
      operations: results.length,
      passed: count("pass"),
      failed: count("fail"),
      skipped: count("skipped"),
      violations: violationCount(results),
      warnings: results.reduce((n, r) => n + r.warnings.length, 0),
      coverage: { called, contractOperations, percent: percent(called, contractOperations) },
    },
    operations: results,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
