import { describe, expect, it } from "vitest";
import { buildCatalogue, exampleCode } from "./scenario-catalogue.ts";
import { contract } from "./testing/scenario-fixture.ts";

describe("scenario catalogue (issue 5)", () => {
  it("lists each operation's named examples with their summaries and status codes, through local $refs", () => {
    expect(buildCatalogue(contract)).toEqual([
      {
        operationId: "getSystemStatus",
        method: "GET",
        path: "/wps/v2/system/status",
        summary: "Get the system status",
        examples: [
          { name: "normal", code: 200, summary: "Open" },
          { name: "maintenance", code: 200, summary: "Under maintenance (status 1)" },
          { name: "badRequest", code: 400, summary: "Malformed request" },
        ],
      },
      {
        operationId: "login",
        method: "POST",
        path: "/wps/session/login",
        summary: "Log in",
        examples: [
          { name: "member", code: 200, summary: "A member" },
          { name: "selfExcluded", code: 500, summary: "Blocked" },
        ],
      },
    ]);
  });

  it("gives the status code of an example outside 2xx only", () => {
    const catalogue = buildCatalogue(contract);
    expect(exampleCode(catalogue, "login", "selfExcluded")).toBe(500);
    expect(exampleCode(catalogue, "login", "member")).toBeUndefined();
    expect(exampleCode(catalogue, "nope", "member")).toBeUndefined();
  });

  it("survives a document that is not a contract", () => {
    expect(buildCatalogue(null)).toEqual([]);
    expect(buildCatalogue({ paths: [] })).toEqual([]);
  });
});
