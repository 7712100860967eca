// The per-operation pass/fail table the conformance command prints, each
// violation under its operation, then a one-line summary.
import type { Finding, OperationResult } from "./conformance.ts";

const LABEL = { pass: "PASS", fail: "FAIL", skipped: "SKIP" } as const;

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
    for (const note of r.notes) lines.push(`            · ${note}`);
  }
  lines.push("", coverageLine(results, contractOperations), summaryLine(results));
  return lines.join("\n");
}

export function formatFinding(finding: Finding): string {
  const where = finding.location === "body" ? `body ${finding.pointer || "/"}` : finding.pointer ? `${finding.location} ${finding.pointer}` : finding.location;
  return `${where}: ${finding.message}`;
}

export function summaryLine(results: OperationResult[]): string {
  const count = (outcome: OperationResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  const violations = results.reduce((n, r) => n + r.findings.length, 0);
  const verdict = count("fail") > 0 ? "NOT CONFORMING" : "CONFORMING";
  return `${verdict}: ${results.length} operations, ${count("pass")} passed, ${count("fail")} failed, ${count("skipped")} skipped; ${violations} violation${violations === 1 ? "" : "s"}`;
}

/** Operations actually called (passed or failed, not skipped) over the contract's operations. */
export function coverageLine(results: OperationResult[], contractOperations = results.length): string {
  const called = results.filter((r) => r.outcome !== "skipped").length;
  const percent = contractOperations === 0 ? 0 : Math.round((called / contractOperations) * 1000) / 10;
  return `Coverage: ${called} of ${contractOperations} operations of the contract called (${percent}%)`;
}
