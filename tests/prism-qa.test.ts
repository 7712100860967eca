// For QA: the Prism mock (the tests project's one, started with the
// launcher's preloads as `npm run mock` starts it) and the sandbox answer a
// bad `Merchant` header alike, with the platform's 400; and a request the
// contract refuses that chose a scenario says so in its body, in Prism's own
// problem format, instead of silently answering the 422 example.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractPath, freePort, loadContract, startSandbox, type RunningSandbox } from "@platform/mocks";
import { prismUrl } from "./fixtures/prism.ts";

const MEMBER_TOKEN = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ doc: loadContract(contractPath()), port: await freePort() });
});
afterAll(async () => {
  await sandbox?.stop();
});

async function answer(base: string, path: string, headers: HeadersInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: await response.json() };
}

describe("a missing, repeated or other site's Merchant header (the platform's 400, alike on both mocks)", () => {
  const cases: [string, HeadersInit, string][] = [
    ["missing", {}, "request_param_err"],
    ["another site's code", { Merchant: "mc_other" }, "function.not.available"],
    ["sent twice", [["Merchant", "mc_demo"], ["Merchant", "mc_demo"]], "function.not.available"],
  ];
  // An anonymous call and one that needs a session: Prism answered the latter 401 "Please log in again".
  it.each(cases.flatMap(([label, headers, code]) => ["/wps/v2/system/status", "/wps/member/info"].map((path) => [`${label}: ${path}`, path, headers, code] as const)))(
    "%s",
    async (_label, path, headers, code) => {
      const withToken = new Headers(headers);
      if (path === "/wps/member/info") withToken.append("Authorization", MEMBER_TOKEN);
      const [prism, own] = await Promise.all([answer(prismUrl(), path, withToken), answer(sandbox.url, path, withToken)]);
      expect(prism).toEqual(own);
      expect(prism).toMatchObject({ status: 400, body: { success: false, errorCode: code } });
    },
  );

  it("the configured code passes on both", async () => {
    const [prism, own] = await Promise.all([answer(prismUrl(), "/wps/v2/system/status", { Merchant: "mc_demo" }), answer(sandbox.url, "/wps/v2/system/status", { Merchant: "mc_demo" })]);
    expect(prism).toMatchObject({ status: 200, body: { success: true } });
    expect(own).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe("a request the contract refuses, sent with a scenario", () => {
  const member = { Merchant: "mc_demo", Authorization: MEMBER_TOKEN, "Content-Type": "application/json" };

  it("answers Prism's problem naming the failed rule and saying the scenario was not applied (Prefer)", async () => {
    const response = await fetch(`${prismUrl()}/wps/member/info/nickname`, { method: "POST", headers: { ...member, Prefer: "example=nicknameTaken" }, body: "{}" });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await response.json()) as { type: string; title: string; status: number; detail: string; scenarioApplied: boolean; validation: { location: string[]; message: string }[] };
    expect(problem).toMatchObject({ type: "https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY", title: "Invalid request", status: 422, scenarioApplied: false });
    expect(problem.detail).toContain("(Prefer: example=nicknameTaken) was not applied");
    expect(problem.detail).toContain("request.body");
    expect(problem.detail).toContain("nickname");
    expect(problem.validation).toContainEqual(expect.objectContaining({ location: ["request", "body"], message: expect.stringContaining("'nickname'") }));
  });

  it("does so for ?__example= too, keeping Prism's status (400 where the operation declares no 422)", async () => {
    const response = await fetch(`${prismUrl()}/wps/check/username?__example=taken`, { headers: { Merchant: "mc_demo" } });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { detail: string; scenario: string };
    expect(problem.scenario).toBe("?__example=taken");
    expect(problem.detail).toMatch(/scenario you chose \(\?__example=taken\) was not applied: request\.query.*username/);
  });

  it("without a scenario, Prism's answer is its 422 example as before", async () => {
    const response = await fetch(`${prismUrl()}/wps/member/info/nickname`, { method: "POST", headers: member, body: "{}" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ success: false, errorCode: "request_param_err" });
    expect(response.headers.get("sl-violations")).toContain("nickname");
  });

  it("a valid request gets the scenario it chose", async () => {
    const response = await fetch(`${prismUrl()}/wps/member/info/nickname`, { method: "POST", headers: { ...member, Prefer: "example=nicknameTaken" }, body: JSON.stringify({ nickname: "Lucky" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

// For QA: a misspelt example name got Prism's bare 404, and an example of another status read as missing.
describe("a scenario naming an example the operation does not have", () => {
  interface UnknownExample {
    type: string;
    status: number;
    detail: string;
    validExamples: string[];
    needsCode?: number;
  }
  const hotGames = (headers: Record<string, string>, query = "") => fetch(`${prismUrl()}/wps/relay/GCSGAME_hotGamesV2?isPlatform=2${query}`, { headers: { Merchant: "mc_demo", ...headers } });

  it("gets a 404 in Prism's problem format listing the valid names of that operation and status (Prefer)", async () => {
    const response = await hotGames({ Prefer: "example=nonexistent" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await response.json()) as UnknownExample;
    expect(problem).toMatchObject({ type: "https://stoplight.io/prism/errors#NOT_FOUND", status: 404, validExamples: ["hotGames", "empty"] });
    expect(problem.detail).toBe(`getHotGames has no example "nonexistent" for status 200: the 200 response's examples are hotGames, empty.`);
    expect(problem.needsCode).toBeUndefined();
  });

  it("an example of another status says which code= it needs; with it the example is served", async () => {
    const response = await hotGames({ Prefer: "example=systemBusy" });
    expect(response.status).toBe(404);
    const problem = (await response.json()) as UnknownExample;
    expect(problem.needsCode).toBe(500);
    expect(problem.detail).toContain(`"systemBusy" is an example of the 500 response: ask for it with Prefer: code=500, example=systemBusy.`);
    const served = await hotGames({ Prefer: "code=500, example=systemBusy" });
    expect(served.status).toBe(500);
    expect(await served.json()).toMatchObject({ success: false, errorCode: "system.busy" });
  });

  it("the valid names are those of the status asked (code=), and ?__example= is read alike", async () => {
    const problem = (await (await hotGames({}, "&__code=500&__example=nope")).json()) as UnknownExample;
    expect(problem.validExamples).toContain("systemBusy");
    expect(problem.validExamples).not.toContain("hotGames");
  });
});
