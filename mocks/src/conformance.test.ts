import { afterEach, describe, expect, it, vi } from "vitest";
import { conformanceFailed, prismViolations, runConformance, selectOperations, type OperationResult } from "./conformance.ts";
import { coverageLine, exitCodeOf, formatConformanceReport, formatJsonReport, summaryLine, type RunDescription } from "./conformance-report.ts";
import { formatJunitReport } from "./conformance-junit.ts";
import type { StatefulResult } from "./conformance-stateful.ts";
import { shortValue } from "./conformance-values.ts";
import type { OpenApiDocument } from "./openapi-document.ts";
import { decryptBody } from "./sandbox/encrypted-body.ts";
import { generateSandboxKeys } from "./sandbox/sandbox-crypto.ts";
import { fixtureContract } from "./testing/fixture-contract.ts";

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Answerer = (call: Call) => Response | Promise<Response>;

/** A fetch that answers from a table by path and records each call; no network. */
function fakeFetch(answers: Record<string, Answerer>, calls: Call[] = []): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const call = { url, method: String(init?.method), headers: init?.headers as Record<string, string>, body: init?.body as string | undefined };
    calls.push(call);
    const answer = answers[new URL(url).pathname.replace(/^\/api/, "")];
    if (!answer) throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED", message: "connect ECONNREFUSED" } });
    return answer(call);
  }) as typeof fetch;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const NOT_LOGGED_IN = { success: false, errorCode: "login.not.session", message: "Please log in again" };
/** The platform's refusal of a call that needs a session and came without one. */
const refusesWithoutSession = (answer: Answerer): Answerer => (call) => (call.headers.Authorization ? answer(call) : jsonResponse(401, NOT_LOGGED_IN));

const conforming: Record<string, Answerer> = {
  "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: false, version: 1 } }),
  "/wps/session/key/rsa": () => new Response("abcdef", { status: 200, headers: { "content-type": "text/plain" } }),
  "/wps/games/42/favorite": refusesWithoutSession(() => jsonResponse(201, { success: true, value: { id: 1 } })),
};

const base = { doc: fixtureContract, baseUrl: "http://x", credentials: { Merchant: "m", Token: "t0ken" } };

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
    const results = await runConformance({ ...base, credentials: { Merchant: "m" }, allowWrites: true, only: ["addFavorite"], fetch: fakeFetch(conforming, calls) });
    expect(results).toEqual([
      { operationId: "addFavorite", method: "post", path: "/wps/games/{gameId}/favorite", tags: [], outcome: "pass", status: 401, durationMs: expect.any(Number), findings: [], warnings: [], notes: ["sent without Token (no credential given)"] },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", body: '{"note":"great game"}' });
  });

  it("fails an operation on each violation of its answer, error statuses included, with what it expected and received", async () => {
    const results = await runConformance({
      ...base,
      credentials: { Merchant: "m" },
      fetch: fakeFetch({
        ...conforming,
        "/wps/v2/system/status": () => jsonResponse(500, { error: "boom" }),
        "/wps/session/key/rsa": () => jsonResponse(200, { modulus: "ab" }),
      }),
    });
    expect(results[0]).toMatchObject({ outcome: "fail", status: 500 });
    expect(results[0]?.findings).toContainEqual({ location: "body", pointer: "", message: "must have required property 'success'", expected: "required property 'success'", received: '{"error":"boom"}' });
    expect(results[2]?.findings).toEqual([
      { location: "content-type", pointer: "", message: "application/json is not declared for status 200 (declared: text/plain)", expected: "text/plain", received: "application/json" },
    ]);
    expect(conformanceFailed(results)).toBe(true);
  });

  it("shows the value received at the pointer of a violation, cut to a sensible length", async () => {
    const long = "x".repeat(500);
    const results = await runConformance({
      ...base,
      only: ["getSystemStatus"],
      fetch: fakeFetch({ "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: long, version: "7" } }) }),
    });
    expect(results[0]?.findings).toEqual([
      { location: "body", pointer: "/value/maintenance", message: "must be boolean", expected: "boolean", received: `"${"x".repeat(119)}… (502 characters)` },
      { location: "body", pointer: "/value/version", message: "must be integer", expected: "integer", received: '"7"' },
    ]);
    expect(formatConformanceReport(results)).toContain('✗ body /value/version: must be integer; expected integer, received "7"');
  });

  it("fails an operation that gets no answer", async () => {
    const results = await runConformance({ ...base, only: ["getRsaKey"], fetch: fakeFetch({}) });
    expect(results[0]).toMatchObject({ outcome: "fail", findings: [{ location: "connection", pointer: "", message: "no answer: ECONNREFUSED (connect ECONNREFUSED)" }] });
  });

  it("adds Prism's response-header violations as findings and its request violations as notes", async () => {
    const violations = JSON.stringify([
      { location: ["request", "header"], severity: "Error", code: "required", message: "must have required property 'x-rsa'" },
      { location: ["response", "headers", "x-trace"], severity: "Error", code: "type", message: "must be string" },
      { location: ["response", "body", "value"], severity: "Error", code: "type", message: "counted by our own check" },
    ]);
    const results = await runConformance({
      ...base,
      only: ["getSystemStatus"],
      fetch: fakeFetch({ "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: true, version: 1 } }, { "sl-violations": violations }) }),
    });
    expect(results[0]?.findings).toEqual([{ location: "headers", pointer: "x-trace", message: "must be string" }]);
    expect(results[0]?.notes).toEqual(["Prism: request header: must have required property 'x-rsa'"]);
  });
});

describe("runConformance: operations that need a session", () => {
  it("calls each one without the session too, first, and passes it when that call gets the 401", async () => {
    const calls: Call[] = [];
    const results = await runConformance({ ...base, allowWrites: true, only: ["addFavorite"], fetch: fakeFetch(conforming, calls) });
    expect(results[0]).toMatchObject({ outcome: "pass", status: 201, findings: [] });
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, "t0ken"]);
    expect(calls[0]?.headers.Merchant).toBe("m");
  });

  it("fails a server that answers 200 without a session (it ignores authentication)", async () => {
    const results = await runConformance({ ...base, allowWrites: true, only: ["addFavorite"], fetch: fakeFetch({ "/wps/games/42/favorite": () => jsonResponse(201, { success: true, value: { id: 1 } }) }) });
    expect(results[0]).toMatchObject({ outcome: "fail", status: 201 });
    expect(results[0]?.findings).toEqual([
      { location: "session", pointer: "", message: "answered without a session", expected: "401 (the not-logged-in answer, e.g. login.not.session)", received: '201 {"success":true,"value":{"id":1}}' },
    ]);
  });

  it("fails the call itself when no token is given and the server answers it anyway", async () => {
    const results = await runConformance({ ...base, credentials: { Merchant: "m" }, allowWrites: true, only: ["addFavorite"], fetch: fakeFetch({ "/wps/games/42/favorite": () => jsonResponse(201, { success: true, value: { id: 1 } }) }) });
    expect(results[0]?.findings.map((f) => f.message)).toEqual(["answered without a session"]);
  });

  it("fails a refusal that is not the not-logged-in answer, and checks the 401's body against the contract", async () => {
    const refusedWith = (status: number, body: unknown) =>
      runConformance({ ...base, allowWrites: true, only: ["addFavorite"], fetch: fakeFetch({ "/wps/games/42/favorite": (call) => (call.headers.Authorization ? jsonResponse(201, { success: true, value: { id: 1 } }) : jsonResponse(status, body)) }) });
    expect((await refusedWith(200, NOT_LOGGED_IN))[0]?.findings.map((f) => f.message)).toEqual(["refused without a session, but not with the not-logged-in answer"]);
    expect((await refusedWith(401, { error: "no" }))[0]?.findings.map((f) => f.message)).toContain("without a session: must have required property 'success'");
  });

  it("does not call a write without the session unless writes are allowed", async () => {
    const calls: Call[] = [];
    await runConformance({ ...base, only: ["addFavorite"], fetch: fakeFetch(conforming, calls) });
    expect(calls).toEqual([]);
  });
});

// The fixture plus an encrypted login in the platform's form (reference §2).
const encryptedContract: OpenApiDocument = {
  ...fixtureContract,
  paths: {
    ...fixtureContract.paths,
    "/wps/session/login": {
      post: {
        operationId: "login",
        "x-encrypted": true,
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["value"], properties: { value: { type: "string", contentMediaType: "application/json", contentSchema: { $ref: "#/components/schemas/LoginPayload" } } } },
              examples: { encrypted: { value: { value: "3q0Tq1mC7o2x" } } },
            },
          },
        },
        responses: {
          "200": {
            description: "Logged in",
            content: {
              "application/json": {
                schema: {
                  allOf: [{ $ref: "#/components/schemas/Envelope" }],
                  properties: { value: { type: "object", required: ["token"], properties: { token: { type: "string" } } } },
                },
                examples: { member: { value: { success: true, value: { token: "abc" } } } },
              },
            },
          },
          "400": { description: "Does not decrypt", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } },
        },
      } as never,
    },
  },
  components: {
    ...fixtureContract.components,
    schemas: {
      ...(fixtureContract.components?.schemas as object),
      LoginPayload: {
        type: "object",
        required: ["username", "password"],
        properties: { username: { type: "string" }, password: { type: "string", minLength: 8 } },
        additionalProperties: false,
        // The first example breaks the schema: the one that conforms is sent.
        examples: [{ username: "short", password: "x" }, { username: "player_one", password: "s3cret-pass" }],
      },
    },
  },
};

describe("runConformance: encrypted operations", () => {
  const keys = generateSandboxKeys();
  const key: Answerer = () => new Response(keys.modulusHex, { status: 200, headers: { "content-type": "text/plain" } });
  /** A server that decrypts the login as the platform does and answers `reply(payload)`. */
  const decrypting = (reply: (payload: unknown) => Response): Answerer => (call) => {
    const decrypted = decryptBody(keys, call.headers.Encryption ?? null, call.body ?? "");
    return decrypted.ok ? reply(decrypted.payload) : jsonResponse(400, { success: false, errorCode: "request_body_required", message: `Request body is required: ${decrypted.reason}` });
  };
  const run = (login: Answerer, rsa = key) => runConformance({ ...base, doc: encryptedContract, allowWrites: true, only: ["login"], fetch: fakeFetch({ "/wps/session/key/rsa": rsa, "/wps/session/login": login }) });

  it("sends the conforming plaintext example encrypted with the SDK under the server's key, and validates the success body", async () => {
    const received: unknown[] = [];
    const results = await run(decrypting((payload) => (received.push(payload), jsonResponse(200, { success: true, value: { token: "abc" } }))));
    expect(received).toEqual([{ username: "player_one", password: "s3cret-pass" }]);
    expect(results[0]).toMatchObject({ outcome: "pass", status: 200, findings: [] });

    const wrong = await run(decrypting(() => jsonResponse(200, { success: true, value: { token: 7 } })));
    expect(wrong[0]?.findings).toEqual([{ location: "body", pointer: "/value/token", message: "must be string", expected: "string", received: "7" }]);
  });

  it("fails an answer that says the body does not decrypt (it was counted PASS: the 400 conforms)", async () => {
    const results = await run(() => jsonResponse(400, { success: false, errorCode: "request_body_required", message: "Request body is required" }));
    expect(results[0]).toMatchObject({ outcome: "fail", status: 400 });
    expect(results[0]?.findings).toEqual([
      {
        location: "encryption",
        pointer: "",
        message: "the server says the body does not decrypt, though it was encrypted with the key it gave",
        expected: "the body decrypted and answered",
        received: '400 {"success":false,"errorCode":"request_body_required","message":"Request body is required"}',
      },
    ]);
  });

  it("notes a decrypted call the server refused: its success body was not seen", async () => {
    const results = await run(decrypting(() => jsonResponse(200, { success: false, errorCode: "login.cred.err", message: "Wrong password" })));
    expect(results[0]).toMatchObject({ outcome: "pass", notes: ["decrypted, but answered success: false (login.cred.err): its success body was not seen"] });
  });

  it("fails the call when the key operation does not give a modulus", async () => {
    const results = await run(decrypting(() => jsonResponse(200, { success: true, value: { token: "abc" } })), () => jsonResponse(500, { success: false, errorCode: "system.busy" }));
    expect(results[0]?.findings).toEqual([
      {
        location: "encryption",
        pointer: "",
        message: "no RSA key: getRsaKey did not answer the modulus (status 500)",
        expected: "200 with the modulus as hex text",
        received: '500 {"success":false,"errorCode":"system.busy"}',
      },
    ]);
  });
});

describe("runConformance: time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails a call with no answer within the limit, naming the limit", async () => {
    vi.useFakeTimers();
    const held: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const pending = runConformance({ ...base, only: ["getSystemStatus"], fetch: held });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const results = await pending;
    expect(results[0]?.findings).toEqual([{ location: "connection", pointer: "", message: "no answer within 10000 ms (--timeout)", expected: "an answer within 10000 ms", received: "none" }]);
  });

  /** A clock that moves `ms` during each answer. */
  function slowAnswers(ms: number) {
    let time = 0;
    const answer = conforming["/wps/v2/system/status"] as Answerer;
    return { now: () => time, fetch: fakeFetch({ "/wps/v2/system/status": (call) => ((time += ms), answer(call)) }) };
  }

  it("warns of an answer over the latency budget, printing the limit; the run still conforms", async () => {
    const results = await runConformance({ ...base, only: ["getSystemStatus"], slowMs: 2_000, ...slowAnswers(2_500) });
    expect(results[0]).toMatchObject({ outcome: "pass", durationMs: 2_500, findings: [], warnings: ["slow: answered in 2500 ms, over the 2000 ms budget (--slow)"] });
    const report = formatConformanceReport(results);
    expect(report).toContain("! slow: answered in 2500 ms, over the 2000 ms budget (--slow)");
    expect(report).toContain("Warnings: 1 operation over the latency budget (getSystemStatus); warnings do not fail the run");
    expect(exitCodeOf(results)).toBe(0);

    const inBudget = await runConformance({ ...base, only: ["getSystemStatus"], slowMs: 2_000, ...slowAnswers(2_000) });
    expect(inBudget[0]?.warnings).toEqual([]);
  });

  it("fails it instead with slowFails", async () => {
    const results = await runConformance({ ...base, only: ["getSystemStatus"], slowMs: 100, slowFails: true, ...slowAnswers(250) });
    expect(results[0]?.findings).toEqual([{ location: "latency", pointer: "", message: "slow: answered in 250 ms, over the 100 ms budget (--slow)", expected: "at most 100 ms", received: "250 ms" }]);
    expect(exitCodeOf(results)).toBe(1);
  });
});

describe("runConformance: selection and concurrency", () => {
  const tagged: OpenApiDocument = {
    ...fixtureContract,
    paths: Object.fromEntries(
      Object.entries(fixtureContract.paths ?? {}).map(([path, item]) => [
        path,
        Object.fromEntries(Object.entries(item).map(([method, op]) => [method, method === "parameters" ? op : { ...(op as object), tags: [path.includes("key") ? "session" : "system"] }])),
      ]),
    ),
  };

  it("selects by operationId or tag with only and skip", () => {
    const ids = (only?: string[], skip?: string[]) => selectOperations(tagged, only, skip).map((op) => op.operationId);
    expect(ids(["session"])).toEqual(["getRsaKey"]);
    expect(ids(["system", "getRsaKey"])).toEqual(["getSystemStatus", "addFavorite", "getRsaKey"]);
    expect(ids(undefined, ["system"])).toEqual(["getRsaKey"]);
    expect(ids(["system"], ["addFavorite"])).toEqual(["getSystemStatus"]);
  });

  it("has at most N calls in flight and keeps the contract's order in the results", async () => {
    const many: OpenApiDocument = {
      ...fixtureContract,
      paths: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`/wps/v2/system/status${i}`, { get: { ...(fixtureContract.paths?.["/wps/v2/system/status"] as { get: object }).get, operationId: `status${i}` } }])),
    };
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const fetchFn = (() => {
      inFlight++;
      most = Math.max(most, inFlight);
      return new Promise<Response>((resolve) => releases.push(() => (inFlight--, resolve(jsonResponse(200, { success: true, value: { maintenance: false, version: 1 } })))));
    }) as typeof fetch;
    const pending = runConformance({ ...base, doc: many, concurrency: 3, fetch: fetchFn });
    await vi.waitFor(() => expect(releases).toHaveLength(3));
    expect(inFlight).toBe(3);
    // Answer the later calls first: the results still come in the contract's order.
    for (const release of releases.slice().reverse()) release();
    await vi.waitFor(() => expect(releases).toHaveLength(6));
    expect(inFlight).toBe(3);
    for (const release of releases.slice(3).reverse()) release();
    const results = await pending;
    expect(most).toBe(3);
    expect(results.map((r) => r.operationId)).toEqual(["status0", "status1", "status2", "status3", "status4", "status5"]);
  });

  it("sends writes one at a time in the contract's order, beside the reads (two may draw on one balance)", async () => {
    const status = (fixtureContract.paths?.["/wps/v2/system/status"] as { get: object }).get;
    const favorite = fixtureContract.paths?.["/wps/games/{gameId}/favorite"] as Record<string, unknown>;
    const post = favorite.post as object;
    const mixed: OpenApiDocument = {
      ...fixtureContract,
      paths: Object.fromEntries(
        Array.from({ length: 3 }, (_, i) => [
          [`/wps/v2/system/status${i}`, { get: { ...status, operationId: `status${i}` } }],
          [`/wps/games/{gameId}/favorite${i}`, { ...favorite, post: { ...post, operationId: `write${i}` } }],
        ]).flat(),
      ),
    };
    let reads = 0;
    let mostReads = 0;
    let writes = 0;
    let mostWrites = 0;
    const writesSent: string[] = [];
    // Every call is answered a few ms later; what is in flight meanwhile is counted.
    const fetchFn = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const write = (init?.method ?? "GET").toUpperCase() !== "GET";
      if (write) {
        writesSent.push(/favorite(\d)/.exec(String(input))?.[1] ?? "?");
        mostWrites = Math.max(mostWrites, ++writes);
      } else mostReads = Math.max(mostReads, ++reads);
      return new Promise<Response>((resolve) =>
        setTimeout(() => {
          if (write) writes--;
          else reads--;
          resolve(jsonResponse(200, { success: true, value: write ? true : { maintenance: false, version: 1 } }));
        }, 20),
      );
    }) as typeof fetch;
    const results = await runConformance({ ...base, doc: mixed, allowWrites: true, concurrency: 4, fetch: fetchFn });
    expect(mostWrites).toBe(1);
    expect(mostReads).toBe(3);
    // In the contract's order (a write may be sent again, its replay, before the next one leaves).
    expect(writesSent.filter((one, index) => one !== writesSent[index - 1])).toEqual(["0", "1", "2"]);
    expect(results.map((r) => r.operationId)).toEqual(["status0", "write0", "status1", "write1", "status2", "write2"]);
  });
});

describe("prismViolations", () => {
  it("ignores a missing or unreadable header", () => {
    expect(prismViolations(null)).toEqual({ responseHeaders: [], request: [] });
    expect(prismViolations("not json")).toEqual({ responseHeaders: [], request: [] });
  });
});

describe("shortValue", () => {
  it("shows a value as JSON, cut with its full length said", () => {
    expect(shortValue({ a: 1 })).toBe('{"a":1}');
    expect(shortValue(undefined)).toBe("nothing (absent)");
    expect(shortValue("abcdef", 4)).toBe('"abc… (8 characters)');
  });
});

const result = (over: Partial<OperationResult> = {}): OperationResult => ({ operationId: "a", method: "get", path: "/a", tags: [], outcome: "pass", findings: [], warnings: [], notes: [], ...over });
const run: RunDescription = { contract: "openapi.json", target: "http://x/", timeoutMs: 10_000, slowMs: 2_000, slowFails: false, concurrency: 4, allowWrites: false };

describe("formatConformanceReport", () => {
  it("prints one row per operation with its violations and notes under it, then the verdict", async () => {
    const results = await runConformance({
      ...base,
      fetch: fakeFetch({ ...conforming, "/wps/v2/system/status": () => jsonResponse(200, { success: true, value: { maintenance: 1, version: 1 } }) }),
    });
    const lines = formatConformanceReport(results).split("\n");
    expect(lines[0]).toMatch(/^ {2}RESULT {2}OPERATION +CALL +STATUS$/);
    expect(lines[1]).toMatch(/^ {2}FAIL {4}getSystemStatus +GET \/wps\/v2\/system\/status +200$/);
    expect(lines[2]).toBe("            ✗ body /value/maintenance: must be boolean; expected boolean, received 1");
    expect(lines[3]).toMatch(/^ {2}SKIP {4}addFavorite +POST \/wps\/games\/\{gameId\}\/favorite +- {2}write operation: pass --allow-writes to call it$/);
    expect(lines[4]).toMatch(/^ {2}PASS {4}getRsaKey /);
    expect(lines.at(-2)).toBe("Coverage: 2 of 3 operations of the contract called (66.7%)");
    expect(lines.at(-1)).toBe("NOT CONFORMING: 3 operations, 1 passed, 1 failed, 1 skipped; 1 violation");
  });

  it("counts coverage against the whole contract when only some operations were asked for", () => {
    expect(coverageLine([result()], 88)).toBe("Coverage: 1 of 88 operations of the contract called (1.1%)");
  });

  it("says CONFORMING when nothing failed", () => {
    expect(summaryLine([result()])).toBe("CONFORMING: 1 operations, 1 passed, 0 failed, 0 skipped; 0 violations");
  });
});

describe("formatJsonReport", () => {
  it("gives the run, the verdict, the exit code, the counts and every operation with its findings", () => {
    const finding = { location: "body" as const, pointer: "/value", message: "must be object", expected: "object", received: "1" };
    const report = JSON.parse(formatJsonReport([result({ outcome: "fail", status: 200, findings: [finding] }), result({ operationId: "b", warnings: ["slow"] }), result({ operationId: "c", outcome: "skipped" })], run, 10));
    expect(report).toMatchObject({
      run,
      verdict: "NOT CONFORMING",
      exitCode: 1,
      summary: { operations: 3, passed: 1, failed: 1, skipped: 1, violations: 1, warnings: 1, coverage: { called: 2, contractOperations: 10, percent: 20 } },
    });
    expect(report.operations[0]).toMatchObject({ operationId: "a", outcome: "fail", findings: [finding] });
  });
});

describe("formatJunitReport", () => {
  it("escapes what a server sent, and drops characters XML cannot hold", () => {
    const finding = { location: "body" as const, pointer: "/v", message: "must be integer", expected: "integer", received: '"<a&b>\u0001"' };
    const xml = formatJunitReport([result({ outcome: "fail", findings: [finding], notes: ['note "q"'] })], run, new Date("2026-01-02T03:04:05.678Z"));
    expect(xml).toContain('<failure message="1 violation" type="conformance">body /v: must be integer; expected integer, received "&lt;a&amp;b&gt;\uFFFD"</failure>');
    expect(xml).toContain('<system-out>note "q"</system-out>');
    expect(xml).toContain('timestamp="2026-01-02T03:04:05"');
    expect(xml).not.toContain("\u0001");
  });
});

describe("the stateful phase in the reports", () => {
  const finding = { location: "sequence" as const, pointer: "", message: "session-lifecycle: the token still works after logout; calls: DELETE /wps/session/logout → 200 ok, GET /wps/member/info → 200 ok", expected: "401", received: "200 {}" };
  const checks: StatefulResult[] = [
    { name: "session-lifecycle", title: "log in → log out → refused", outcome: "fail", durationMs: 12, calls: ["DELETE /wps/session/logout → 200 ok", "GET /wps/member/info → 200 ok"], findings: [finding], notes: [] },
    { name: "money-once", title: "one key, one debit", outcome: "skipped", durationMs: 3, calls: [], findings: [], notes: ["needs a member with money"] },
  ];

  it("prints a row per check under the operations, with its finding and notes, and fails the verdict", () => {
    const text = formatConformanceReport([result()], 1, checks);
    expect(text).toMatch(/^ {2}FAIL {4}session-lifecycle +2 +12 ms +log in → log out → refused$/m);
    expect(text).toContain(`            ✗ sequence: ${finding.message}; expected 401, received 200 {}`);
    expect(text).toMatch(/^ {2}SKIP {4}money-once +0 +3 ms .*\n {12}· needs a member with money$/m);
    expect(text.split("\n").at(-1)).toBe("NOT CONFORMING: 1 operations, 1 passed, 0 failed, 0 skipped; 2 stateful checks, 0 passed, 1 failed, 1 skipped; 1 violation");
    expect(exitCodeOf([result()], checks)).toBe(1);
    expect(exitCodeOf([result()], checks.slice(1))).toBe(0);
  });

  it("gives the checks and their counts in JSON, and a second testsuite in JUnit", () => {
    const report = JSON.parse(formatJsonReport([result()], run, 1, checks));
    expect(report).toMatchObject({ verdict: "NOT CONFORMING", exitCode: 1, summary: { violations: 1, stateful: { checks: 2, passed: 0, failed: 1, skipped: 1 } }, stateful: checks });
    const xml = formatJunitReport([result()], run, new Date("2026-01-02T03:04:05Z"), checks);
    expect(xml).toContain('<testsuites name="conformance" tests="3" failures="1" errors="0" skipped="1"');
    expect(xml).toContain('<testcase classname="conformance.stateful" name="session-lifecycle: log in → log out → refused" time="0.012">');
    expect(xml).toContain("<system-out>call: DELETE /wps/session/logout → 200 ok\ncall: GET /wps/member/info → 200 ok</system-out>");
    expect(xml).toContain('<skipped message="needs a member with money"/>');
  });
});
