// The text `npm run mock -- --list` prints: the catalogue grouped by
// operation, the default example starred, with the header that selects each.
import { allScenarios, type ScenarioCatalogue } from "./scenarios.ts";

export function formatScenarioList(catalogue: ScenarioCatalogue): string {
  const scenarios = allScenarios(catalogue);
  const nameWidth = Math.max(4, ...scenarios.map((s) => s.name.length));
  const summaryWidth = Math.min(60, Math.max(7, ...scenarios.map((s) => s.summary.length)));
  const lines = [
    `${catalogue.length} operations, ${scenarios.length} named examples (* = served when no scenario is chosen)`,
    "",
    "How to use a scenario:",
    "  any client:  send the header on that call, e.g.  Prefer: example=NAME  (another status: Prefer: code=401, example=NAME)",
    "  in the app:  open it with ?mock=operationId:NAME,... or operationId:code=401 (e.g. /m/?mock=getSystemStatus:maintenance),",
    "               or pick in the mock panel; kept for the browser session, Reset returns to the defaults.",
  ];
  for (const op of catalogue) {
    lines.push("", `${op.operationId}  ${op.method.toUpperCase()} ${op.path}${op.summary ? `  - ${op.summary}` : ""}`);
    if (op.responses.length === 0) lines.push("  (no named examples)");
    for (const response of op.responses) {
      response.scenarios.forEach((s, index) => {
        const status = index === 0 ? response.status : "";
        const summary = s.summary.length > summaryWidth ? `${s.summary.slice(0, summaryWidth - 1)}…` : s.summary;
        lines.push(`  ${status.padEnd(3)} ${s.isDefault ? "*" : " "} ${s.name.padEnd(nameWidth)}  ${summary.padEnd(summaryWidth)}  Prefer: ${s.prefer}`);
      });
    }
  }
  return lines.join("\n");
}
