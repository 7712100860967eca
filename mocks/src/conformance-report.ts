// The conformance command's reports: the per-operation pass/fail table (each
// violation under its operation with what was expected and received, then
// the coverage, warnings and the verdict) and the same as JSON for CI. The
// stateful phase's checks (conformance-stateful.ts) follow the operations,
// each a row with its findings and notes, and count in the verdict.
import type { Finding, OperationResult } from "./conformance.ts";
import type { StatefulResult } from "./conformance-stateful.ts";

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
  /** Whether the stateful phase ran (with --allow-writes, unless --no-stateful). */
  stateful?: boolean;
}

/**
 * @param contractOperations how many operations the contract has (the
 *   coverage line's denominator); the results' count when left out.
 */
export function formatConformanceReport(results: OperationResult[], contractOperations = results.length, stateful: readonly StatefulResult[] = []): string {
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
  if (stateful.length > 0) lines.push("", ...formatStatefulTable(stateful));
  lines.push("", coverageLine(results, contractOperations));
  const warnings = warningLine(results);
  if (warnings) lines.push(warnings);
  lines.push(summaryLine(results, stateful));
  return lines.join("\n");
}

/** The stateful phase: one row per check (calls made, time), its findings, notes and, when it failed, its calls. */
function formatStatefulTable(stateful: readonly StatefulResult[]): string[] {
  const nameWidth = Math.max(5, ...stateful.map((c) => c.name.length));
  const lines = [`  RESULT  ${"CHECK".padEnd(nameWidth)}  CALLS  TIME      (stateful phase: each check a sequence of calls on a member of its own)`];
  for (const check of stateful) {
    const row = `  ${LABEL[check.outcome].padEnd(6)}  ${check.name.padEnd(nameWidth)}  ${String(check.calls.length).padEnd(5)}  ${`${check.durationMs} ms`.padEnd(8)}  ${check.title}`;
    lines.push(row);
    for (const finding of check.findings) lines.push(`            ✗ ${formatFinding(finding)}`);
    for (const note of check.notes) lines.push(`            · ${note}`);
  }
  return lines;
}

/** `body /value/x: must be boolean; expected boolean, received "yes"`. */
export function formatFinding(finding: Finding): string {
  const where = finding.location === "body" ? `body ${finding.pointer || "/"}` : finding.pointer ? `${finding.location} ${finding.pointer}` : finding.location;
  const detail = finding.expected !== undefined || finding.received !== undefined ? `; expected ${finding.expected ?? "?"}, received ${finding.received ?? "?"}` : "";
  return `${where}: ${finding.message}${detail}`;
}

export function summaryLine(results: OperationResult[], stateful: readonly StatefulResult[] = []): string {
  const count = (outcome: OperationResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  const checks = (outcome: StatefulResult["outcome"]) => stateful.filter((c) => c.outcome === outcome).length;
  const violations = violationCount(results, stateful);
  const verdict = exitCodeOf(results, stateful) === 1 ? "NOT CONFORMING" : "CONFORMING";
  const phase = stateful.length > 0 ? `; ${stateful.length} stateful checks, ${checks("pass")} passed, ${checks("fail")} failed, ${checks("skipped")} skipped` : "";
  return `${verdict}: ${results.length} operations, ${count("pass")} passed, ${count("fail")} failed, ${count("skipped")} skipped${phase}; ${violations} violation${violations === 1 ? "" : "s"}`;
}

/** The warnings' count (answers over the latency budget), or undefined when there is none. */
function warningLine(results: OperationResult[]): string | undefined {
  const warned = results.filter((r) => r.warnings.length > 0);
  if (warned.length === 0) return undefined;
  return `Warnings: ${warned.length} operation${warned.length === 1 ? "" : "s"} over the latency budget (${warned.map((r) => r.operationId).join(", ")}); warnings do not fail the run`;
}

function violationCount(results: OperationResult[], stateful: readonly StatefulResult[] = []): number {
  return results.reduce((n, r) => n + r.findings.length, 0) + stateful.reduce((n, c) => n + c.findings.length, 0);
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
export function exitCodeOf(results: OperationResult[], stateful: readonly StatefulResult[] = []): 0 | 1 {
  return results.some((r) => r.outcome === "fail") || stateful.some((c) => c.outcome === "fail") ? 1 : 0;
}

/** The machine-readable report: the run, a summary, and every operation with its findings. */
export function formatJsonReport(results: OperationResult[], run: RunDescription, contractOperations = results.length, stateful: readonly StatefulResult[] = []): string {
  const count = (outcome: OperationResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  const called = results.filter((r) => r.outcome !== "skipped").length;
  const report = {
    run,
    verdict: exitCodeOf(results, stateful) === 1 ? "NOT CONFORMING" : "CONFORMING",
    exitCode: exitCodeOf(results, stateful),
    summary: {
      operations: results.length,
      passed: count("pass"),
      failed: count("fail"),
      skipped: count("skipped"),
      violations: violationCount(results, stateful),
      warnings: results.reduce((n, r) => n + r.warnings.length, 0),
      coverage: { called, contractOperations, percent: percent(called, contractOperations) },
      stateful: {
        checks: stateful.length,
        passed: stateful.filter((c) => c.outcome === "pass").length,
        failed: stateful.filter((c) => c.outcome === "fail").length,
        skipped: stateful.filter((c) => c.outcome === "skipped").length,
      },
    },
    operations: results,
    stateful,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
