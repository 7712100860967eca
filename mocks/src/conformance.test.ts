import { describe, expect, it } from "vitest";
import { conformanceFailed, prismViolations, runConformance } from "./conformance.ts";
import { coverageLine, formatConformanceReport, summaryLine } from "./conformance-report.ts";
import { fixtureContract } from "./testing/fixture-contract.ts";

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that answers from a table by path and records each call; no network. */
function fakeFetch(answers: Record<string, () => Response>, calls: Call[] = []): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: String(init?.method), headers: init?.headers as Record<string, string>, body: init?.body as string | undefined });
    const answer = answers[new URL(url).pathname.replace(/^\/api/, "")];
    if (!answer) throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED", message: "connect ECONNREFUSED" } });
    return answer();
  }) as typeof fetch;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const conforming = {
  "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: false, version: 1 } }),
  "/wps/session/key/rsa": () => new Response("abcdef", { status: 200, headers: { "content-type": "text/plain" } }),
  "/wps/games/42/favorite": () => jsonResponse(201, { success: true, value: { id: 1 } }),
};

describe("runConformance", () => {
  it("calls only the read-only operations by default, on the base URL, with the example request", async () => {
    const calls: Call[] = [];
    const results = await runConformance({ doc: fixtureContract, baseUrl: "http://127.0.0.1:9/api/", credentials: { Merchant: "m" }, fetch: fakeFetch(conforming, calls) });
    expect(results.map((r) => [r.operationId, r.outcome, r.status])).toEqual([
      ["getSystemStatus", "pass", 200],
      ["addFavorite", "skipped", undefined],
      ["getRsaKey", "pass", 200],
    ]);
    expect(results[1]?.notes).toEqual(["write operation: pass --allow-writes to call it"]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET http://127.0.0.1:9/api/wps/v2/system/status", "GET http://127.0.0.1:9/api/wps/session/key/rsa"]);
    expect(calls[0]?.headers).toMatchObject({ Merchant: "m", Language: "EN" });
    expect(conformanceFailed(results)).toBe(false);
  });

  it("calls write operations when allowed, noting a credential it lacked", async () => {
    const calls: Call[] = [];
    const results = await runConformance({ doc: fixtureContract, baseUrl: "http://x", credentials: { Merchant: "m" }, allowWrites: true, only: ["addFavorite"], fetch: fakeFetch(conforming, calls) });
    expect(results).toEqual([
      { operationId: "addFavorite", method: "post", path: "/wps/games/{gameId}/favorite", outcome: "pass", status: 201, findings: [], notes: ["sent without Token (no credential given)"] },
    ]);
    expect(calls[0]).toMatchObject({ method: "POST", body: '{"note":"great game"}' });
  });

  it("fails an operation on each violation of its answer, error statuses included", async () => {
    const results = await runConformance({
      doc: fixtureContract,
      baseUrl: "http://x",
      credentials: { Merchant: "m" },
      fetch: fakeFetch({
        ...conforming,
        "/wps/v2/system/status": () => jsonResponse(500, { error: "boom" }),
        "/wps/session/key/rsa": () => jsonResponse(200, { modulus: "ab" }),
      }),
    });
    expect(results[0]).toMatchObject({ outcome: "fail", status: 500 });
    expect(results[0]?.findings).toContainEqual({ location: "body", pointer: "", message: "must have required property 'success'" });
    expect(results[2]?.findings).toEqual([{ location: "content-type", pointer: "", message: "application/json is not declared for status 200 (declared: text/plain)" }]);
    expect(conformanceFailed(results)).toBe(true);
  });

  it("fails an operation that gets no answer", async () => {
    const results = await runConformance({ doc: fixtureContract, baseUrl: "http://x", credentials: { Merchant: "m" }, only: ["getRsaKey"], fetch: fakeFetch({}) });
    expect(results[0]).toMatchObject({ outcome: "fail", findings: [{ location: "connection", pointer: "", message: "no answer: ECONNREFUSED (connect ECONNREFUSED)" }] });
  });

  it("adds Prism's response-header violations as findings and its request violations as notes", async () => {
    const violations = JSON.stringify([
      { location: ["request", "header"], severity: "Error", code: "required", message: "must have required property 'x-rsa'" },
      { location: ["response", "headers", "x-trace"], severity: "Error", code: "type", message: "must be string" },
      { location: ["response", "body", "value"], severity: "Error", code: "type", message: "counted by our own check" },
    ]);
    const results = await runConformance({
      doc: fixtureContract,
      baseUrl: "http://x",
      credentials: { Merchant: "m" },
      only: ["getSystemStatus"],
      fetch: fakeFetch({ "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: true, version: 1 } }, { "sl-violations": violations }) }),
    });
    expect(results[0]?.findings).toEqual([{ location: "headers", pointer: "x-trace", message: "must be string" }]);
    expect(results[0]?.notes).toEqual(["Prism: request header: must have required property 'x-rsa'"]);
  });
});

describe("prismViolations", () => {
  it("ignores a missing or unreadable header", () => {
    expect(prismViolations(null)).toEqual({ responseHeaders: [], request: [] });
    expect(prismViolations("not json")).toEqual({ responseHeaders: [], request: [] });
  });
});

describe("formatConformanceReport", () => {
  it("prints one row per operation with its violations and notes under it, then the verdict", async () => {
    const results = await runConformance({
      doc: fixtureContract,
      baseUrl: "http://x",
      credentials: { Merchant: "m" },
      fetch: fakeFetch({ ...conforming, "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: 1, version: 1 } }) }),
    });
    const lines = formatConformanceReport(results).split("\n");
    expect(lines[0]).toMatch(/^ {2}RESULT {2}OPERATION +CALL +STATUS$/);
    expect(lines[1]).toMatch(/^ {2}FAIL {4}getSystemStatus +GET \/wps\/v2\/system\/status +200$/);
    expect(lines[2]).toBe("            ✗ body /value/maintenance: must be boolean");
    expect(lines[3]).toMatch(/^ {2}SKIP {4}addFavorite +POST \/wps\/games\/\{gameId\}\/favorite +- {2}write operation: pass --allow-writes to call it$/);
    expect(lines[4]).toMatch(/^ {2}PASS {4}getRsaKey /);
    expect(lines.at(-2)).toBe("Coverage: 2 of 3 operations of the contract called (66.7%)");
    expect(lines.at(-1)).toBe("NOT CONFORMING: 3 operations, 1 passed, 1 failed, 1 skipped; 1 violation");
  });

  it("counts coverage against the whole contract when only some operations were asked for", () => {
    const result = { operationId: "a", method: "get" as const, path: "/a", outcome: "pass" as const, findings: [], notes: [] };
    expect(coverageLine([result], 88)).toBe("Coverage: 1 of 88 operations of the contract called (1.1%)");
  });

  it("says CONFORMING when nothing failed", () => {
    expect(summaryLine([{ operationId: "a", method: "get", path: "/a", outcome: "pass", findings: [], notes: [] }])).toBe(
      "CONFORMING: 1 operations, 1 passed, 0 failed, 0 skipped; 0 violations",
    );
  });
});
