import { afterEach, describe, expect, it } from "vitest";
import { endSession } from "../../stores/auth.ts";
import { scenarioFor as sdkScenarioFor, setScenarioSource } from "../../lib/scenario-source.ts";
import { createFakeApi } from "../../testing/fake-api.ts";
import { installMockScenarios } from "./install.ts";
import { contract } from "./testing/scenario-fixture.ts";
import { resetScenarios, SCENARIO_STORAGE_KEY, scenarioRefusals } from "./scenario-store.ts";

afterEach(() => {
  resetScenarios();
  scenarioRefusals.refused = [];
  setScenarioSource(undefined);
});

describe("installMockScenarios (?mock= kept for the browser session)", () => {
  it("feeds the SDK the Prefer header of each chosen scenario, with the example's status code", async () => {
    window.history.replaceState(null, "", "/m/home?mock=getSystemStatus:maintenance,login:selfExcluded,getMemberInfo:code=401&x=1");
    const api = createFakeApi({ "GET /docs/openapi.json": contract });
    await installMockScenarios(api.fetch);

    expect(sdkScenarioFor("getSystemStatus")).toBe("example=maintenance");
    expect(sdkScenarioFor("login")).toBe("code=500, example=selfExcluded");
    expect(sdkScenarioFor("getMemberInfo")).toBe("code=401");
    expect(sdkScenarioFor("getWhitelabel")).toBeUndefined();
    expect(JSON.parse(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY) ?? "{}")).toHaveProperty("getSystemStatus");
  });

  it("takes the parameter out of the address so a reload does not undo a later reset", async () => {
    window.history.replaceState(null, "", "/m/home?mock=getSystemStatus:maintenance&x=1#top");
    await installMockScenarios(createFakeApi({ "GET /docs/openapi.json": contract }).fetch);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/m/home?x=1#top");
  });

  it("keeps the scenarios through a logout", async () => {
    window.history.replaceState(null, "", "/m/home?mock=getMemberInfo:code=401");
    await installMockScenarios(createFakeApi({}).fetch);
    endSession();
    expect(sdkScenarioFor("getMemberInfo")).toBe("code=401");
    expect(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY)).not.toBeNull();
  });

  it("resets with ?mock=reset", async () => {
    window.history.replaceState(null, "", "/m/home?mock=getMemberInfo:code=401");
    await installMockScenarios(createFakeApi({}).fetch);
    window.history.replaceState(null, "", "/m/home?mock=reset");
    await installMockScenarios(createFakeApi({}).fetch);
    expect(sdkScenarioFor("getMemberInfo")).toBeUndefined();
    expect(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it("refuses an example its operation does not have, naming the valid ones, and keeps the rest", async () => {
    window.history.replaceState(null, "", "/m/home?mock=getSystemStatus:nonexistent,login:selfExcluded,getNothing:normal");
    await installMockScenarios(createFakeApi({ "GET /docs/openapi.json": contract }).fetch);
    expect(sdkScenarioFor("getSystemStatus")).toBeUndefined();
    expect(sdkScenarioFor("login")).toBe("code=500, example=selfExcluded");
    expect(JSON.parse(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY) ?? "{}")).not.toHaveProperty("getSystemStatus");
    expect(scenarioRefusals.refused).toEqual([
      { operationId: "getSystemStatus", example: "nonexistent", validExamples: ["normal", "maintenance", "badRequest"] },
      { operationId: "getNothing", example: "normal", validExamples: [] },
    ]);
  });
});
