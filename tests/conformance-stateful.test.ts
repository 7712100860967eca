// The conformance kit's stateful phase. Against the sandbox every
// check passes (the whole kit as the backend team runs it, the JSON report
// read from npm's stdout); against a fake backend per fault, a small proxy in
// front of the sandbox that alters one behaviour (a logout that does
// nothing, an Idempotency-Key dropped, a key reused across bodies accepted, a
// registration whose member cannot log in, a negative deposit paid), the
// check that fault breaks fails with a message naming the check, the calls
// made and what came back. The per-call phase sends a fresh key per intent.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contractPath,
  freePort,
  listOperations,
  loadContract,
  mediaExample,
  runConformance,
  runStatefulPhase,
  SANDBOX_PAYMENT_PASSWORD,
  startSandbox,
  type MemberLogin,
  type RunningSandbox,
  type StatefulResult,
} from "@platform/mocks";
import { canonicalJson } from "../mocks/src/sandbox/idempotency.ts";
import { decryptBody } from "../mocks/src/sandbox/encrypted-body.ts";

const repoRoot = resolvePath(import.meta.dirname, "..");
const doc = loadContract(contractPath());
const CHECKS = ["session-lifecycle", "registration-then-login", "money-once", "write-then-read", "refuses-bad-input"];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(command, args, { cwd: repoRoot, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The contract's first 200 example of an operation: what a fake answers in the server's place. */
function successExample(operationId: string): unknown {
  const op = listOperations(doc).find((o) => o.operationId === operationId);
  const media = op?.responses["200"]?.content?.["application/json"];
  if (!media) throw new Error(`${operationId} declares no JSON 200`);
  return mediaExample(doc, media);
}

interface Call {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One behaviour altered: an answer in the server's place, or the call changed before it goes on. */
type Fault = (call: Call) => { status: number; body: unknown } | undefined;

let sandbox: RunningSandbox;

/** A proxy in front of the sandbox with one fault. */
async function startFake(fault: Fault, seen: Call[] = []): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const call: Call = { method: req.method ?? "GET", path: req.url ?? "/", headers: { ...req.headers }, body: Buffer.concat(chunks).toString() };
      seen.push(call);
      const answer = fault(call);
      if (answer) {
        res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
        return;
      }
      const headers = Object.fromEntries(Object.entries(call.headers).filter(([name, value]) => typeof value === "string" && !["host", "content-length", "connection"].includes(name))) as Record<string, string>;
      const upstream = await fetch(`${sandbox.url}${call.path}`, { method: call.method, headers, body: ["GET", "HEAD"].includes(call.method) ? undefined : call.body });
      const text = await upstream.text();
      res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" }).end(text);
    });
  });
  await new Promise<void>((ready) => server.listen(port, "127.0.0.1", () => ready()));
  return { url: `http://127.0.0.1:${port}`, server };
}

const isPath = (call: Call, method: string, path: string) => call.method === method && call.path.split("?")[0] === path;

const FAULTS: Record<string, { check: string; fault: Fault; message: RegExp }> = {
  "a logout that does nothing": {
    check: "session-lifecycle",
    fault: (call) => (call.path.split("?")[0] === "/wps/session/logout" ? { status: 200, body: successExample("logout") } : undefined),
    message: /^session-lifecycle: the token still works after logout; calls: .*DELETE \/wps\/session\/logout → 200 ok, GET \/wps\/member\/info → 200 ok$/,
  },
  "an Idempotency-Key it ignores (a double debit)": {
    check: "money-once",
    fault: (call) => {
      if (isPath(call, "POST", "/wps/v2/transaction/withdraw")) delete call.headers["idempotency-key"];
      return undefined;
    },
    message: /^money-once: the same Idempotency-Key sent twice was answered as a second withdrawal; calls: .*POST \/wps\/v2\/transaction\/withdraw → 200 ok, POST \/wps\/v2\/transaction\/withdraw → 200 ok$/,
  },
  "a key reused with another amount accepted": {
    check: "money-once",
    // The key made the key of the key and the payload: the same pair is still one intent, another amount a new one.
    fault: (call) => {
      const key = call.headers["idempotency-key"];
      if (!isPath(call, "POST", "/wps/v2/transaction/withdraw") || typeof key !== "string") return undefined;
      const decrypted = decryptBody(sandbox.keys, String(call.headers.encryption ?? ""), call.body);
      if (decrypted.ok) call.headers["idempotency-key"] = createHash("sha256").update(`${key} ${canonicalJson(decrypted.payload)}`).digest("hex").slice(0, 40);
      return undefined;
    },
    message: /^money-once: the same Idempotency-Key with another amount \(200\) was accepted; calls: .*POST \/wps\/v2\/transaction\/withdraw → 200 ok$/,
  },
  "a registration whose member cannot log in": {
    check: "registration-then-login",
    fault: (call) => (isPath(call, "PUT", "/wps/member/register") ? { status: 200, body: successExample("registerByUsername") } : undefined),
    message: /^registration-then-login: the member just registered \(ck[0-9a-f]{10}\) could not log in; calls: GET \/wps\/session\/key\/rsa → 200 ok, PUT \/wps\/member\/register → 200 ok, POST \/wps\/session\/login → 200 not\.exists\.user$/,
  },
  "a negative deposit paid": {
    check: "refuses-bad-input",
    fault: (call) => {
      if (!isPath(call, "POST", "/wps/relay/MCSFE_depositByLaunchUrl")) return undefined;
      const amount = (JSON.parse(call.body) as { amount?: unknown }).amount;
      return typeof amount === "number" && amount < 0 ? { status: 200, body: successExample("depositByLaunchUrl") } : undefined;
    },
    message: /^refuses-bad-input: accepted 1 input a server must refuse: deposit amount -1 → 200 \{"success":true.*; calls: .*POST \/wps\/relay\/MCSFE_depositByLaunchUrl → 200 ok/,
  },
};

let members = 0;
/** A sandbox member with money, the seed's withdrawal password and a card of their own (as --member). */
async function fundedMember(): Promise<MemberLogin> {
  const member = { userName: `fake_funded_${++members}`, password: "Harbour2026", paymentPassword: SANDBOX_PAYMENT_PASSWORD };
  const response = await fetch(`${sandbox.url}/__sandbox/members`, { method: "POST", body: JSON.stringify({ ...member, balance: 10_000, bankCard: true }) });
  expect(response.status).toBe(201);
  return member;
}

const outcomes = (results: StatefulResult[]) => Object.fromEntries(results.map((r) => [r.name, r.outcome]));

beforeAll(async () => {
  sandbox = await startSandbox({ doc, port: await freePort() });
});
afterAll(async () => {
  await sandbox.stop();
});

describe("the stateful phase against a fake backend per fault", () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done())))));

  for (const [fault, { check, fault: alter, message }] of Object.entries(FAULTS)) {
    it(`fails ${check} against ${fault}, naming the check, the calls and what came back`, { timeout: 60_000 }, async () => {
      const fake = await startFake(alter);
      servers.push(fake.server);
      const results = await runStatefulPhase({ doc, baseUrl: fake.url, merchant: "mc_demo", member: await fundedMember() });
      const failed = results.find((r) => r.name === check);
      expect(failed?.outcome, JSON.stringify(failed, null, 2)).toBe("fail");
      expect(failed?.findings[0]?.message).toMatch(message);
      // The fault is the fault of its check (registration's breaks every check that needs a fresh member).
      const others = results.filter((r) => r.name !== check && !(check === "registration-then-login" && ["session-lifecycle", "write-then-read"].includes(r.name)));
      expect(Object.fromEntries(others.map((r) => [r.name, r.outcome]))).toEqual(Object.fromEntries(others.map((r) => [r.name, "pass"])));
    });
  }

  it("passes every check when the proxy alters nothing (the fakes' own control)", { timeout: 60_000 }, async () => {
    const fake = await startFake(() => undefined);
    servers.push(fake.server);
    const results = await runStatefulPhase({ doc, baseUrl: fake.url, merchant: "mc_demo", member: await fundedMember() });
    expect(outcomes(results), JSON.stringify(results.filter((r) => r.outcome !== "pass"), null, 2)).toEqual(Object.fromEntries(CHECKS.map((name) => [name, "pass"])));
  });

  it("says what a check needs when no member can be made: a registration refused and no --member", { timeout: 60_000 }, async () => {
    const fake = await startFake((call) => (isPath(call, "PUT", "/wps/member/register") ? { status: 200, body: { success: false, errorCode: "captcha.required", message: "Please enter the captcha" } } : undefined));
    servers.push(fake.server);
    const results = await runStatefulPhase({ doc, baseUrl: fake.url, merchant: "mc_demo" });
    expect(outcomes(results)).toEqual(Object.fromEntries(CHECKS.map((name) => [name, "skipped"])));
    expect(results.find((r) => r.name === "session-lifecycle")?.notes).toEqual(["needs a fresh member: the contract's registration was refused (200 captcha.required); pass --member USER:PASS"]);
    expect(results.find((r) => r.name === "money-once")?.notes).toEqual(["needs a member with money, a withdrawal password and a bank card of their own: pass --member USER:PASS --payment-password PIN"]);
  });

  it("sends every money call of the per-call phase with a fresh Idempotency-Key (UUID v4), never the example's", { timeout: 60_000 }, async () => {
    const seen: Call[] = [];
    const fake = await startFake(() => undefined, seen);
    servers.push(fake.server);
    const money = ["withdraw", "depositByLaunchUrl", "depositByQrImage"];
    const token = (await (await fetch(`${sandbox.url}/__sandbox/members`, { method: "POST", body: JSON.stringify({ userName: "per_call_keys", password: "Harbour2026", balance: 1000 }) })).json()) as { token: string };
    await runConformance({ doc, baseUrl: fake.url, credentials: { Merchant: "mc_demo", Token: token.token }, allowWrites: true, only: money });
    const keys = seen.map((call) => call.headers["idempotency-key"]).filter((key) => key !== undefined);
    // Each operation twice (without a session, then with it): six intents, six keys.
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("npm run conformance with the stateful phase", () => {
  it("against the sandbox: every check passes and the JSON report on npm's stdout parses", { timeout: 180_000 }, async () => {
    const started = performance.now();
    // The per-call phase on two operations only: the whole run is tests/sandbox-conformance.test.ts's.
    const result = await run("npm", ["run", "--silent", "conformance", "--", "--sandbox", "--allow-writes", "--only", "getSystemStatus,updateDownlineRebates", "--reporter", "json"]);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as {
      verdict: string;
      summary: { stateful: Record<string, number> };
      stateful: StatefulResult[];
      operations: { operationId: string; notes: string[] }[];
    };
    expect(report.verdict).toBe("CONFORMING");
    expect(report.summary.stateful).toEqual({ checks: 5, passed: 5, failed: 0, skipped: 0 });
    expect(outcomes(report.stateful)).toEqual(Object.fromEntries(CHECKS.map((name) => [name, "pass"])));
    // A plain write the server refused is a note, as an encrypted one is.
    expect(report.operations.find((op) => op.operationId === "updateDownlineRebates")?.notes).toContain("answered success: false (not.agent): its success body was not seen");
    console.info(`conformance --sandbox --allow-writes --only (2 operations): ${seconds} s; stateful checks ${report.stateful.map((c) => `${c.name} ${c.durationMs} ms`).join(", ")}`);
  });

  it("against a fake that ignores the Idempotency-Key: exit 1, the failing check in the table and in the JUnit file", { timeout: 180_000 }, async () => {
    const fake = await startFake(FAULTS["an Idempotency-Key it ignores (a double debit)"]!.fault);
    const member = await fundedMember();
    const junit = join(mkdtempSync(join(tmpdir(), "stateful-")), "conformance.xml");
    const result = await run(process.execPath, [
      "--import", "tsx", "mocks/src/cli/conformance.ts", fake.url, "--spec", contractPath(), "--no-build", "--allow-writes", "--only", "getSystemStatus",
      "--checks", "money-once", "--member", `${member.userName}:${member.password}`, "--payment-password", member.paymentPassword ?? "", "--reporter", "junit", "--output", junit,
    ]);
    await new Promise<void>((done) => fake.server.close(() => done()));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/^ {2}FAIL {4}money-once +\d+ +\d+ ms/m);
    expect(result.stdout).toContain("✗ sequence: money-once: the same Idempotency-Key sent twice was answered as a second withdrawal; calls: GET /wps/session/key/rsa → 200 ok, POST /wps/session/login → 200 ok");
    expect(result.stdout).toContain("NOT CONFORMING: 1 operations, 1 passed, 0 failed, 0 skipped; 1 stateful checks, 0 passed, 1 failed, 0 skipped; 1 violation");
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "testsuite" || name === "testcase" }).parse(readFileSync(junit, "utf8")) as {
      testsuites: { failures: string; testsuite: { name: string; testcase: { classname: string; name: string; failure?: { "#text": string } }[] }[] };
    };
    expect(xml.testsuites.failures).toBe("1");
    const stateful = xml.testsuites.testsuite[1]?.testcase[0];
    expect(stateful).toMatchObject({ classname: "conformance.stateful", name: expect.stringMatching(/^money-once: /) });
    expect(stateful?.failure?.["#text"]).toContain("money-once: the same Idempotency-Key sent twice was answered as a second withdrawal");
  });

  it("refuses an unknown check and a malformed --member with the usage", async () => {
    const [check, member] = await Promise.all([
      run(process.execPath, ["--import", "tsx", "mocks/src/cli/conformance.ts", "--sandbox", "--checks", "money-twice", "--no-build"]),
      run(process.execPath, ["--import", "tsx", "mocks/src/cli/conformance.ts", "--sandbox", "--member", "nobody", "--no-build"]),
    ]);
    expect(check).toMatchObject({ code: 2, stdout: "" });
    expect(check.stderr).toMatch(/^--checks names no stateful check: money-twice \(the checks: session-lifecycle, registration-then-login, money-once, write-then-read, refuses-bad-input\)/);
    expect(member.stderr).toMatch(/^--member must be USER:PASS, got "nobody"/);
  });
});
