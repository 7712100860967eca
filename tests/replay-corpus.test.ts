// Every request of the replay corpus (tests/replay/real-clients.yaml,
// one per real-client variant per reference row) is accepted by the Prism mock
// with request validation on; the controls, which no client sends, are refused.
// The sandbox backend takes the same requests: it decrypts every encrypted
// form and answers each within the contract.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contractPath, freePort, listOperations, loadContract, startSandbox, type RunningSandbox } from "@platform/mocks";
import { prismUrl } from "./fixtures/prism.ts";
import { buildRequest, loadCorpus, type ReplayEntry, type ReplayTarget } from "./replay/corpus.ts";

const corpus = loadCorpus();
const doc = loadContract(contractPath());
const operations = new Set(listOperations(doc).map((op) => `${op.method.toUpperCase()} ${op.path}`));
let target: ReplayTarget;

beforeAll(async () => {
  const modulus = await (await fetch(`${prismUrl()}/wps/session/key/rsa`, { headers: { Merchant: "mc_demo" } })).text();
  target = { baseUrl: prismUrl(), token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", modulus };
});

afterAll(() => {
  console.log(`replay: ${corpus.requests.length} real-client variants replayed against Prism, ${corpus.controls.length} controls refused`);
});

interface Answer {
  status: number;
  /** Prism's findings about the request (the `sl-violations` header). */
  requestViolations: string[];
  body: string;
}

async function replay(entry: ReplayEntry): Promise<Answer> {
  const { url, init } = buildRequest(entry, target);
  const response = await fetch(url, init);
  const violations = JSON.parse(response.headers.get("sl-violations") ?? "[]") as { location?: string[]; message?: string }[];
  return {
    status: response.status,
    requestViolations: violations.filter((v) => v.location?.[0] === "request").map((v) => `${v.location?.join(".")}: ${v.message}`),
    body: await response.text(),
  };
}

describe("the replay corpus", () => {
  it("cites a reference row for every entry and names operations of the contract", () => {
    const entries = [...corpus.requests, ...corpus.controls];
    expect(corpus.requests.length).toBeGreaterThan(80);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.ref, entry.id).toMatch(/§\d|^control:/);
      expect(operations.has(`${entry.method} ${entry.path}`), `${entry.id}: ${entry.method} ${entry.path} is not in the contract`).toBe(true);
    }
  });
});

describe("Prism accepts every real-client variant", () => {
  it.each(corpus.requests.map((entry) => [entry.id, entry] as const))("%s", async (_id, entry) => {
    const answer = await replay(entry);
    expect(answer.requestViolations, entry.ref).toEqual([]);
    expect(answer.status, `${entry.ref}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${entry.ref}: ${answer.body.slice(0, 300)}`).toBeLessThan(300);
  });
});

describe("Prism refuses what no client sends (request validation is on)", () => {
  it.each(corpus.controls.map((entry) => [entry.id, entry] as const))("%s", async (_id, entry) => {
    const answer = await replay(entry);
    expect(answer.requestViolations.length, `${entry.ref}: ${answer.status} ${answer.body.slice(0, 200)}`).toBeGreaterThan(0);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});

describe("the sandbox answers every real-client variant within the contract", () => {
  let sandbox: RunningSandbox;
  let sandboxTarget: ReplayTarget;

  beforeAll(async () => {
    sandbox = await startSandbox({ doc, port: await freePort() });
    // player_one's session, seeded from the contract's login example.
    sandboxTarget = { baseUrl: sandbox.url, token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", modulus: sandbox.keys.modulusHex };
  });
  // Each request on the seeded state: a logout or a registration must not change what the next one meets.
  beforeEach(() => sandbox.reset());
  afterAll(async () => {
    await sandbox?.stop();
  });

  it.each(corpus.requests.map((entry) => [entry.id, entry] as const))("%s", async (_id, entry) => {
    const { url, init } = buildRequest(entry, sandboxTarget);
    const response = await fetch(url, init);
    const text = await response.text();
    expect(sandbox.violations, entry.ref).toEqual([]);
    expect(response.status, `${entry.ref}: ${text.slice(0, 300)}`).toBeLessThan(400);
    if (entry.encrypted) expect(JSON.parse(text), `${entry.ref}: the ${entry.encrypted.form} form must decrypt`).toMatchObject({ success: true });
  });
});
