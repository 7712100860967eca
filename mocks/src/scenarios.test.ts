import { describe, expect, it } from "vitest";
import {
  allScenarios,
  choicePrefer,
  exampleCode,
  formatScenarioChoices,
  operationExamples,
  parseScenarioParam,
  preferHeader,
  readScenarioChoices,
  scenarioCatalogue,
} from "./scenarios.ts";
import { formatScenarioList } from "./scenario-list-text.ts";
import { fixtureContract } from "./testing/fixture-contract.ts";

const catalogue = scenarioCatalogue(fixtureContract);
const byId = (id: string) => catalogue.find((op) => op.operationId === id);

describe("scenarioCatalogue", () => {
  it("lists every operation with its method, path and declared statuses", () => {
    expect(catalogue.map((op) => [op.operationId, op.method, op.path])).toEqual([
      ["getSystemStatus", "get", "/wps/v2/system/status"],
      ["addFavorite", "post", "/wps/games/{gameId}/favorite"],
      ["getRsaKey", "get", "/wps/session/key/rsa"],
    ]);
    expect(byId("addFavorite")?.statuses).toEqual(["201", "204", "401"]);
  });

  it("groups example names by status with their one-line summary, resolving referenced responses and examples", () => {
    const status = byId("getSystemStatus");
    expect(status?.responses.map((r) => [r.status, r.scenarios.map((s) => [s.name, s.summary])])).toEqual([
      ["200", [["normal", "Site is up"], ["maintenance", "Down for maintenance"]]],
      ["500", [["systemBusy", "Busy"]]],
    ]);
    expect(byId("addFavorite")?.responses.find((r) => r.status === "401")?.scenarios[0]?.summary).toBe("Token missing or expired");
  });

  it("marks as default the first example of the lowest 2xx status, which Prism serves without a Prefer header", () => {
    expect(allScenarios(catalogue).filter((s) => s.isDefault).map((s) => `${s.operationId}:${s.name}`)).toEqual([
      "getSystemStatus:normal",
      "addFavorite:added",
      "getRsaKey:modulus",
    ]);
    expect(byId("addFavorite")?.defaultStatus).toBe("201");
  });

  it("gives each example the Prefer header that selects it: the example alone on the default status, with code= elsewhere", () => {
    const prefer = (id: string, status: string, name: string) =>
      allScenarios(catalogue).find((s) => s.operationId === id && s.status === status && s.name === name)?.prefer;
    expect(prefer("getSystemStatus", "200", "maintenance")).toBe("example=maintenance");
    expect(prefer("getSystemStatus", "500", "systemBusy")).toBe("code=500, example=systemBusy");
    expect(prefer("addFavorite", "401", "added")).toBe("code=401, example=added");
  });

  it("keeps the media type of each example", () => {
    expect(byId("getRsaKey")?.responses[0]?.mediaType).toBe("text/plain");
  });
});

describe("preferHeader", () => {
  it("joins code and example the way Prism reads them", () => {
    expect(preferHeader("401", "loginNotSession")).toBe("code=401, example=loginNotSession");
    expect(preferHeader(undefined, "maintenance")).toBe("example=maintenance");
    expect(preferHeader("204", undefined)).toBe("code=204");
  });
});

describe("parseScenarioParam (the ?mock= URL parameter)", () => {
  it("turns operationId:example pairs into Prefer headers", () => {
    expect(parseScenarioParam("getSystemStatus:maintenance,addFavorite:loginNotSession", catalogue)).toEqual({
      selections: [
        { operationId: "getSystemStatus", prefer: "example=maintenance" },
        { operationId: "addFavorite", prefer: "code=401, example=loginNotSession" },
      ],
      errors: [],
    });
  });

  it("accepts a declared status as code=N (or bare N), including one without examples", () => {
    expect(parseScenarioParam("addFavorite:code=204", catalogue).selections).toEqual([{ operationId: "addFavorite", prefer: "code=204" }]);
    expect(parseScenarioParam("getSystemStatus:500", catalogue).selections).toEqual([{ operationId: "getSystemStatus", prefer: "code=500" }]);
  });

  it("reports unknown operations, examples and statuses, and keeps the valid entries", () => {
    const parsed = parseScenarioParam(" nope:x , getSystemStatus:broken,getSystemStatus:code=404, getRsaKey:modulus ,", catalogue);
    expect(parsed.selections).toEqual([{ operationId: "getRsaKey", prefer: "example=modulus" }]);
    expect(parsed.errors).toEqual([
      'nope:x: no operation "nope"',
      'getSystemStatus:broken: getSystemStatus has no example or status "broken"',
      'getSystemStatus:code=404: getSystemStatus has no example or status "code=404"',
    ]);
  });

  it("lets a later entry for the same operation win", () => {
    expect(parseScenarioParam("getSystemStatus:maintenance,getSystemStatus:normal", catalogue).selections).toEqual([
      { operationId: "getSystemStatus", prefer: "example=normal" },
    ]);
  });
});

describe("formatScenarioList (npm run mock -- --list)", () => {
  const text = formatScenarioList(catalogue);

  it("tells QA how to use a scenario from a client and from the app", () => {
    expect(text).toContain("Prefer: example=NAME");
    expect(text).toContain("?mock=operationId:NAME");
    expect(text).toContain("operationId:code=401");
    expect(text).toMatch(/^3 operations, 7 named examples/);
  });

  it("prints each operation with its examples, the default starred, and the header for each", () => {
    expect(text).toContain("getSystemStatus  GET /wps/v2/system/status  - Is the site up");
    expect(text).toMatch(/ 200 \* normal +Site is up +Prefer: example=normal/);
    expect(text).toMatch(/\n {8}maintenance +Down for maintenance +Prefer: example=maintenance/);
    expect(text).toMatch(/ 500 {3}systemBusy +Busy +Prefer: code=500, example=systemBusy/);
  });
});

describe("?mock= choices read without a catalogue (the web app before it has the contract)", () => {
  it("reads operationId:example pairs and operationId:code=N", () => {
    expect(readScenarioChoices("getSystemStatus:maintenance,login:captchaRequired,getMemberInfo:code=401")).toEqual({
      getSystemStatus: { example: "maintenance" },
      login: { example: "captchaRequired" },
      getMemberInfo: { code: 401 },
    });
  });

  it("skips malformed parts and tolerates spaces", () => {
    expect(readScenarioChoices(" getSystemStatus:normal , :x, nope, login:bad name, a:code=4011")).toEqual({
      getSystemStatus: { example: "normal" },
    });
    expect(readScenarioChoices(null)).toEqual({});
  });

  it("writes the same form back", () => {
    const param = "getSystemStatus:maintenance,getMemberInfo:code=401";
    expect(formatScenarioChoices(readScenarioChoices(param))).toBe(param);
  });

  it("builds the Prefer header Prism understands", () => {
    expect(choicePrefer({ example: "maintenance" })).toBe("example=maintenance");
    expect(choicePrefer({ code: 401 })).toBe("code=401");
    expect(choicePrefer({ example: "selfExcluded", code: 500 })).toBe("code=500, example=selfExcluded");
  });

  it("gives the status of an example outside the operation's default status only", () => {
    expect(exampleCode(catalogue, "getSystemStatus", "systemBusy")).toBe(500);
    expect(exampleCode(catalogue, "getSystemStatus", "maintenance")).toBeUndefined();
    expect(exampleCode(catalogue, "nope", "normal")).toBeUndefined();
  });

  it("lists an operation's examples once each", () => {
    const status = catalogue.find((op) => op.operationId === "getSystemStatus")!;
    expect(operationExamples(status).map((s) => `${s.status} ${s.name}`)).toEqual(["200 normal", "200 maintenance", "500 systemBusy"]);
  });
});
