import { describe, expect, it } from "vitest";
import { exampleRequest, exampleRequests } from "./example-requests.ts";
import { listOperations, type OpenApiDocument } from "./openapi-document.ts";
import { fixtureContract } from "./testing/fixture-contract.ts";

const credentials = { Merchant: "mc_demo", Token: "tok-123" };
const byId = (id: string, creds: Record<string, string | undefined> = credentials) => {
  const request = exampleRequests(fixtureContract, creds).find((r) => r.operationId === id);
  if (!request) throw new Error(`no request for ${id}`);
  return request;
};

describe("exampleRequests", () => {
  it("builds one request per operation, marking only safe methods read-only", () => {
    expect(exampleRequests(fixtureContract, credentials).map((r) => [r.operationId, r.method, r.readOnly])).toEqual([
      ["getSystemStatus", "get", true],
      ["addFavorite", "post", false],
      ["getRsaKey", "get", true],
    ]);
  });

  it("fills header parameters from their examples (through $ref) and the document-level security", () => {
    const request = byId("getSystemStatus");
    expect(request.url).toBe("/wps/v2/system/status");
    expect(request.headers).toEqual({ Language: "EN", Merchant: "mc_demo", Accept: "application/json" });
    expect(request.body).toBeUndefined();
    expect(request.missingCredentials).toEqual([]);
  });

  it("fills path-level path parameters, explodes array query examples, and uses schema defaults and enums when a parameter has no example", () => {
    const request = byId("addFavorite");
    expect(request.path).toBe("/wps/games/{gameId}/favorite");
    expect(request.url).toBe("/wps/games/42/favorite?tags=slots&tags=new&pageSize=25");
    expect(request.headers.Device).toBe("PWA");
  });

  it("sends the first named body example as JSON with its content type, and the operation's own security", () => {
    const request = byId("addFavorite");
    expect(request.body).toBe('{"note":"great game"}');
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(request.headers.Authorization).toBe("tok-123");
    expect(request.headers.Merchant).toBe("mc_demo");
  });

  it("sends a multipart body example as one part per field and per array item, with its boundary", () => {
    const doc: OpenApiDocument = {
      openapi: "3.1.0",
      paths: {
        "/feedback": {
          post: {
            operationId: "sendFeedback",
            requestBody: {
              content: { "multipart/form-data": { examples: { two: { value: { category: "DEPOSIT", images: ["(png a)", "(png b)"] } } } } },
            },
            responses: {},
          },
        },
      },
    };
    const request = exampleRequest(doc, listOperations(doc)[0]!);
    expect(request.headers["Content-Type"]).toBe("multipart/form-data; boundary=platform-example-boundary");
    expect(request.body).toBe(
      [
        "--platform-example-boundary",
        'Content-Disposition: form-data; name="category"',
        "",
        "DEPOSIT",
        "--platform-example-boundary",
        'Content-Disposition: form-data; name="images"',
        "",
        "(png a)",
        "--platform-example-boundary",
        'Content-Disposition: form-data; name="images"',
        "",
        "(png b)",
        "--platform-example-boundary--",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out a credential it was not given and says which", () => {
    const request = byId("addFavorite", { Merchant: "mc_demo" });
    expect(request.headers.Authorization).toBeUndefined();
    expect(request.missingCredentials).toEqual(["Token"]);
  });

  it("accepts every declared response media type", () => {
    expect(byId("getRsaKey").headers.Accept).toBe("text/plain");
    expect(byId("addFavorite").headers.Accept).toBe("application/json");
  });

  it("fails naming the parameter when a required one has no example anywhere", () => {
    const doc: OpenApiDocument = {
      openapi: "3.1.0",
      paths: { "/x": { get: { operationId: "getX", parameters: [{ name: "id", in: "query", required: true, schema: { type: "string" } }], responses: {} } } },
    };
    const [op] = listOperations(doc);
    if (!op) throw new Error("no operation");
    expect(() => exampleRequest(doc, op)).toThrow('getX: required query parameter "id" has no example');
  });

  it("chooses, among security alternatives, the first it holds every credential for", () => {
    const doc: OpenApiDocument = {
      ...fixtureContract,
      paths: { "/y": { get: { operationId: "getY", security: [{ Merchant: [], Token: [] }, { Merchant: [] }], responses: {} } } },
    };
    const [op] = listOperations(doc);
    if (!op) throw new Error("no operation");
    expect(exampleRequest(doc, op, { Merchant: "m" })).toMatchObject({ headers: { Merchant: "m" }, missingCredentials: [] });
    expect(exampleRequest(doc, op, { Merchant: "m", Token: "t" }).headers).toMatchObject({ Merchant: "m", Authorization: "t" });
  });
});
