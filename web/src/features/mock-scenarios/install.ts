// Mock mode only (loaded by a dynamic import in main.tsx): reads `?mock=`
// once, keeps the choice for the browser session and feeds the SDK.
import { setScenarioSource } from "../../lib/scenario-source.ts";
import { checkScenarioChoices, readScenarioChoices, type ScenarioCatalogue, type ScenarioChoices } from "@platform/mocks/scenarios";
import { fetchScenarioCatalogue } from "./api/get-scenario-catalogue.ts";
import { chooseScenarios, refuseScenarios, resetScenarios, scenarioFor } from "./scenario-store.ts";
import { replaceAddress } from "../../lib/app-location.ts";

const SCENARIO_PARAM = "mock";

/**
 * The choices with the status each named example needs; a name the operation
 * does not have is refused (the scenario panel shows a toast naming the valid
 * ones), not kept for Prism to answer 404. Without a catalogue the
 * names are kept as read and asked for on the 2xx response.
 */
async function withCodes(scenarios: ScenarioChoices, fetchImpl: typeof fetch): Promise<ScenarioChoices> {
  const named = Object.values(scenarios).some((choice) => choice.example !== undefined);
  if (!named) return scenarios;
  let catalogue: ScenarioCatalogue;
  try {
    catalogue = await fetchScenarioCatalogue(fetchImpl);
  } catch (error) {
    console.warn("mock scenarios: no catalogue, examples are asked for on the 2xx response only", error);
    return scenarios;
  }
  const checked = checkScenarioChoices(catalogue, scenarios);
  refuseScenarios(checked.refused);
  return checked.choices;
}

export async function installMockScenarios(fetchImpl: typeof fetch = fetch): Promise<void> {
  setScenarioSource(scenarioFor);
  const url = new URL(window.location.href);
  const param = url.searchParams.get(SCENARIO_PARAM);
  if (param === null) return;
  if (param === "reset") resetScenarios();
  else chooseScenarios(await withCodes(readScenarioChoices(param), fetchImpl));
  // The choice now lives in sessionStorage; a reload must not re-apply an old URL over a later reset.
  url.searchParams.delete(SCENARIO_PARAM);
  replaceAddress(`${url.pathname}${url.search}${url.hash}`);
}
