// The conformance run as a JUnit XML report, the format CI servers read
// (Jenkins, GitLab, GitHub test reporters): one testsuite, one testcase per
// operation (classname `conformance.<tag>`), a <failure> per failing
// operation listing its findings, <skipped> for the writes not called, the
// warnings and notes in <system-out>. The stateful phase is a second
// testsuite: one testcase per check (classname `conformance.stateful`), its
// calls and notes in <system-out>.
import type { OperationResult } from "./conformance.ts";
import { formatFinding, type RunDescription } from "./conformance-report.ts";
import type { StatefulResult } from "./conformance-stateful.ts";

export function formatJunitReport(results: OperationResult[], run: RunDescription, timestamp = new Date(), stateful: readonly StatefulResult[] = []): string {
  const failures = results.filter((r) => r.outcome === "fail").length;
  const skipped = results.filter((r) => r.outcome === "skipped").length;
  const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);
  const totalMs = results.reduce((n, r) => n + (r.durationMs ?? 0), 0);
  const counts = `tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(totalMs)}"`;
  const checkFailures = stateful.filter((c) => c.outcome === "fail").length;
  const checkSkipped = stateful.filter((c) => c.outcome === "skipped").length;
  const checkMs = stateful.reduce((n, c) => n + c.durationMs, 0);
  const checkCounts = `tests="${stateful.length}" failures="${checkFailures}" errors="0" skipped="${checkSkipped}" time="${seconds(checkMs)}"`;
  const allCounts = `tests="${results.length + stateful.length}" failures="${failures + checkFailures}" errors="0" skipped="${skipped + checkSkipped}" time="${seconds(totalMs + checkMs)}"`;
  const when = timestamp.toISOString().replace(/\.\d+Z$/, "");
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="conformance" ${allCounts}>`,
    `  <testsuite name="${attr(`conformance of ${run.target}`)}" ${counts} timestamp="${when}">`,
    `    <properties>`,
    ...Object.entries(run).map(([name, value]) => `      <property name="${attr(name)}" value="${attr(String(value))}"/>`),
    `    </properties>`,
  ];
  for (const r of results) {
    const name = `${r.operationId} (${r.method.toUpperCase()} ${r.path})`;
    const open = `    <testcase classname="${attr(`conformance.${r.tags[0] ?? "untagged"}`)}" name="${attr(name)}" time="${seconds(r.durationMs)}"`;
    const body: string[] = [];
    if (r.outcome === "skipped") body.push(`      <skipped message="${attr(r.notes.join("; "))}"/>`);
    if (r.outcome === "fail") {
      const message = `${r.findings.length} violation${r.findings.length === 1 ? "" : "s"}${r.status === undefined ? "" : ` (status ${r.status})`}`;
      body.push(`      <failure message="${attr(message)}" type="conformance">${text(r.findings.map(formatFinding).join("\n"))}</failure>`);
    }
    const out = [...r.warnings.map((w) => `warning: ${w}`), ...(r.outcome === "skipped" ? [] : r.notes)];
    if (out.length > 0) body.push(`      <system-out>${text(out.join("\n"))}</system-out>`);
    lines.push(body.length === 0 ? `${open}/>` : [`${open}>`, ...body, `    </testcase>`].join("\n"));
  }
  lines.push(`  </testsuite>`);
  if (stateful.length > 0) {
    lines.push(`  <testsuite name="${attr(`conformance of ${run.target}: stateful checks`)}" ${checkCounts} timestamp="${when}">`);
    for (const check of stateful) {
      const open = `    <testcase classname="conformance.stateful" name="${attr(`${check.name}: ${check.title}`)}" time="${seconds(check.durationMs)}"`;
      const body: string[] = [];
      if (check.outcome === "skipped") body.push(`      <skipped message="${attr(check.notes.join("; "))}"/>`);
      if (check.outcome === "fail") {
        body.push(`      <failure message="${attr(`${check.findings.length} violation${check.findings.length === 1 ? "" : "s"}`)}" type="conformance">${text(check.findings.map(formatFinding).join("\n"))}</failure>`);
      }
      const out = [...check.calls.map((c) => `call: ${c}`), ...(check.outcome === "skipped" ? [] : check.notes)];
      if (out.length > 0) body.push(`      <system-out>${text(out.join("\n"))}</system-out>`);
      lines.push([`${open}>`, ...body, `    </testcase>`].join("\n"));
    }
    lines.push(`  </testsuite>`);
  }
  lines.push(`</testsuites>`, "");
  return lines.join("\n");
}

// Characters XML 1.0 cannot hold at all (a server's body may carry them) are replaced.
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return value.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function attr(value: string): string {
  return text(value).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;").replace(/\r/g, "&#13;");
}
