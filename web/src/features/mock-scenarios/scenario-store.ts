// QA's chosen mock scenarios, kept in sessionStorage for the browser session
// and read by the SDK's getScenario on every request.
import { proxy, snapshot } from "valtio";
import { keepOnLogout, readJson, removeKey, writeJson } from "../../lib/storage.ts";
import { choicePrefer, type RefusedScenario, type ScenarioChoice, type ScenarioChoices } from "@platform/mocks/scenarios";

export const SCENARIO_STORAGE_KEY = "MOCK_SCENARIOS";

function isScenarioChoices(value: unknown): value is ScenarioChoices {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((choice: unknown) => {
    if (typeof choice !== "object" || choice === null) return false;
    const c = choice as Record<string, unknown>;
    return typeof c.example === "string" || typeof c.code === "number";
  });
}

export const scenarioStore = proxy<{ scenarios: ScenarioChoices }>({
  scenarios: readJson("session", SCENARIO_STORAGE_KEY, isScenarioChoices) ?? {},
});

keepOnLogout(SCENARIO_STORAGE_KEY);

/** Examples `?mock=` named that their operation does not have: the panel says so once, then empties this. */
export const scenarioRefusals = proxy<{ refused: RefusedScenario[] }>({ refused: [] });

export function refuseScenarios(refused: RefusedScenario[]): void {
  if (refused.length > 0) scenarioRefusals.refused = [...scenarioRefusals.refused, ...refused];
}

function persist(): void {
  const scenarios = snapshot(scenarioStore).scenarios;
  if (Object.keys(scenarios).length === 0) removeKey("session", SCENARIO_STORAGE_KEY);
  else writeJson("session", SCENARIO_STORAGE_KEY, scenarios);
}

export function chooseScenarios(choices: ScenarioChoices): void {
  scenarioStore.scenarios = { ...snapshot(scenarioStore).scenarios, ...choices };
  persist();
}

export function clearScenario(operationId: string): void {
  const next = { ...snapshot(scenarioStore).scenarios };
  delete next[operationId];
  scenarioStore.scenarios = next;
  persist();
}

export function resetScenarios(): void {
  scenarioStore.scenarios = {};
  persist();
}

/** The SDK's getScenario: the Prefer header for this operation, if QA chose one. */
export function scenarioFor(operationId: string): string | undefined {
  const choice: ScenarioChoice | undefined = scenarioStore.scenarios[operationId];
  return choice ? choicePrefer(choice) : undefined;
}
