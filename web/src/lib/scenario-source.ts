// The seam between the SDK's getScenario and the mock-scenario feature. Only
// a mock-mode build installs a source (dynamic import in main.tsx), so a
// build for a real backend never sends `Prefer`.
type ScenarioSource = (operationId: string) => string | undefined;

let source: ScenarioSource | undefined;

export function setScenarioSource(next: ScenarioSource | undefined): void {
  source = next;
}

export function scenarioFor(operationId: string): string | undefined {
  return source?.(operationId);
}
