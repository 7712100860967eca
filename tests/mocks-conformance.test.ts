// The conformance command, run as the backend team runs it, against a fake
// backend on loopback that breaks the contract in three ways (a wrong field
// type, a missing required field, a malformed error envelope on a 400) and
// has the four faults that used to pass: encrypted calls it does
// not decrypt, operations it answers without a session, a slow answer, and a
// wrong value shown without what was received; against a conforming backend
// (Prism mocking the contract itself); and with bad arguments.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contractPath,
  freePort,
  generateSandboxKeys,
  listOperations,
  loadContract,
  mediaExample,
  resolve,
  scenarioCatalogue,
  type ContractOperation,
  type OpenApiDocument,
} from "@platform/mocks";
import { decryptBody } from "../mocks/src/sandbox/encrypted-body.ts";
import { prismUrl } from "./fixtures/prism.ts";

// Ports the OS picks: other checkouts on this machine run the same tests at the same time.
const FAKE_PORT = await freePort();
const repoRoot = resolvePath(import.meta.dirname, "..");
const doc = loadContract(contractPath());
const operations = listOperations(doc);
const defaults = new Map(
  scenarioCatalogue(doc).flatMap((op) => op.responses.flatMap((r) => r.scenarios.filter((s) => s.isDefault).map((s) => [op.operationId, s] as const))),
);

type Schema = Record<string, unknown>;

/** The schema of `properties.<name>` of a schema, looking through $ref and allOf. */
function propertySchema(schema: unknown, name: string): Schema | undefined {
  const s = resolve<Schema>(doc as OpenApiDocument, schema as Schema);
  const own = (s.properties as Record<string, unknown> | undefined)?.[name];
  if (own) return resolve<Schema>(doc, own as Schema);
  for (const part of (s.allOf as unknown[] | undefined) ?? []) {
    const found = propertySchema(part, name);
    if (found) return found;
  }
  return undefined;
}

function requiredOf(schema: Schema): string[] {
  return [...((schema.required as string[] | undefined) ?? []), ...((schema.allOf as Schema[] | undefined) ?? []).flatMap((p) => requiredOf(resolve<Schema>(doc, p)))];
}

interface DefaultAnswer {
  op: ContractOperation;
  status: number;
  mediaType: string;
  body: unknown;
  value: Record<string, unknown> | undefined;
  valueSchema: Schema | undefined;
}

function defaultAnswer(op: ContractOperation): DefaultAnswer | undefined {
  const scenario = defaults.get(op.operationId);
  const media = scenario && op.responses[scenario.status]?.content?.[scenario.mediaType];
  if (!scenario || !media) return undefined;
  const body = mediaExample(doc, media);
  const value = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { value?: unknown }).value : undefined;
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  return {
    op,
    status: Number(scenario.status),
    mediaType: scenario.mediaType,
    body,
    value: isObject ? (value as Record<string, unknown>) : undefined,
    valueSchema: isObject && media.schema ? propertySchema(media.schema, "value") : undefined,
  };
}

const readOnly = operations.filter((op) => op.method === "get").map(defaultAnswer).filter((a): a is DefaultAnswer => a !== undefined && /json/.test(a.mediaType));

// (a) a required primitive field of the payload sent with another JSON type
const wrongType = readOnly
  .map((answer) => {
    const field = answer.valueSchema && requiredOf(answer.valueSchema).find((name) => {
      const type = propertySchema(answer.valueSchema, name)?.type;
      return answer.value && name in answer.value && ["integer", "number", "boolean", "string"].includes(String(type));
    });
    if (!field || !answer.valueSchema) return undefined;
    const type = String(propertySchema(answer.valueSchema, field)?.type);
    return { answer, field, type, sent: type === "string" ? 12345 : "wrong type" };
  })
  .find((x) => x !== undefined);
// (b) a required field of the payload left out, on another operation
const missing = readOnly
  .filter((answer) => answer.op !== wrongType?.answer.op)
  .map((answer) => {
    const field = answer.valueSchema && requiredOf(answer.valueSchema).find((name) => answer.value && name in answer.value);
    return field ? { answer, field } : undefined;
  })
  .find((x) => x !== undefined);
// (c) a 400 whose body is not the error envelope, on a third operation that declares 400
const malformed400 = readOnly.find((answer) => answer.op !== wrongType?.answer.op && answer.op !== missing?.answer.op && "400" in answer.op.responses);

// (d) encrypted calls it cannot read: every one answers the platform's
// "does not decrypt" 400, except the login, which it decrypts with its key.
const encrypted = operations.filter((op) => (op.operation as Record<string, unknown>)["x-encrypted"] === true);
const DECRYPTS = "login";
const keys = generateSandboxKeys();
const DOES_NOT_DECRYPT = { success: false, errorCode: "request_body_required", message: "Request body is required" };
// (e) it ignores authentication on these (the favourites, points, recent games); the others refuse with the 401.
const IGNORES_AUTH = ["getFavoriteGames", "getPointBalance", "getRecentGames"];
const NOT_LOGGED_IN = { success: false, errorCode: "login.not.session", message: "Please log in again" };
const needsSession = (op: ContractOperation) => op.security.length > 0 && op.security.every((alternative) => "Token" in alternative);
// (f) one answer over the --slow budget given to the run.
const SLOW = "getSystemStatus";
const SLOW_MS = 1_000;
const SLOW_DELAY_MS = 1_300;

function bodyFor(answer: DefaultAnswer, req: IncomingMessage, bodyText: string): { status: number; body: unknown } {
  const op = answer.op;
  if (needsSession(op) && !req.headers.authorization && !IGNORES_AUTH.includes(op.operationId)) return { status: 401, body: NOT_LOGGED_IN };
  if (op.operationId === "getRsaKey") return { status: 200, body: keys.modulusHex };
  if (encrypted.includes(op)) {
    if (op.operationId !== DECRYPTS) return { status: 400, body: DOES_NOT_DECRYPT };
    const decrypted = decryptBody(keys, String(req.headers.encryption ?? ""), bodyText);
    if (!decrypted.ok) return { status: 400, body: { ...DOES_NOT_DECRYPT, message: `Request body is required: ${decrypted.reason}` } };
  }
  if (op === wrongType?.answer.op) return { status: answer.status, body: { ...(answer.body as object), value: { ...answer.value, [wrongType.field]: wrongType.sent } } };
  if (op === missing?.answer.op) {
    const value = { ...answer.value };
    delete value[missing.field];
    return { status: answer.status, body: { ...(answer.body as object), value } };
  }
  if (op === malformed400?.op) return { status: 400, body: { error: "Bad Request", status: 400 } };
  return { status: answer.status, body: answer.body };
}

/** A backend that answers every operation with its default example, except the faults above. */
function startFakeUpstream(): Promise<Server> {
  const answers = operations.map((op) => ({ op, pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, "[^/]+")}$`), answer: defaultAnswer(op) }));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const match = answers.find((a) => a.op.method === req.method?.toLowerCase() && a.pattern.test(url.pathname));
      if (!match?.answer) {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      const { status, body } = bodyFor(match.answer, req, Buffer.concat(chunks).toString());
      const send = () => {
        res.writeHead(status, { "content-type": status === match.answer?.status ? match.answer.mediaType : "application/json" });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      };
      if (match.op.operationId === SLOW) setTimeout(send, SLOW_DELAY_MS);
      else send();
    });
  });
  return new Promise((ready) => server.listen(FAKE_PORT, "127.0.0.1", () => ready(server)));
}

function conformance(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cli("--import", "tsx", "mocks/src/cli/conformance.ts", ...args, "--spec", contractPath(), "--no-build");
}

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) => {
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

function row(stdout: string, operationId: string): string {
  const lines = stdout.split("\n");
  const start = lines.findIndex((line) => new RegExp(`^ {2}(PASS|FAIL|SKIP) +${operationId} `).test(line));
  if (start < 0) return "";
  const end = lines.findIndex((line, i) => i > start && /^ {2}(PASS|FAIL|SKIP) /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe("npm run conformance", () => {
  it("finds an operation for each fault in the contract", () => {
    expect(wrongType, "a GET operation whose payload has a required primitive field").toBeDefined();
    expect(missing, "a second GET operation whose payload has a required field").toBeDefined();
    expect(malformed400, "a third GET operation that declares a 400").toBeDefined();
    expect(encrypted.map((op) => op.operationId)).toContain(DECRYPTS);
    expect(encrypted.length).toBeGreaterThan(1);
    for (const id of [...IGNORES_AUTH, SLOW]) expect(operations.map((op) => op.operationId)).toContain(id);
    for (const id of IGNORES_AUTH) expect(needsSession(operations.find((op) => op.operationId === id) as ContractOperation), id).toBe(true);
    const faulty = [wrongType?.answer.op, missing?.answer.op, malformed400?.op].map((op) => op?.operationId);
    expect(new Set([...faulty, ...IGNORES_AUTH, SLOW, DECRYPTS]).size).toBe(faulty.length + IGNORES_AUTH.length + 2);
  });

  describe("against a backend that breaks the contract (writes allowed, JUnit report to a file)", () => {
    let upstream: Server;
    let run: { code: number; stdout: string; stderr: string };
    const junitFile = join(mkdtempSync(join(tmpdir(), "conformance-")), "reports", "conformance.xml");
    beforeAll(async () => {
      upstream = await startFakeUpstream();
      run = await conformance(`http://127.0.0.1:${FAKE_PORT}`, "--merchant", "mc_demo", "--token", "t0ken", "--allow-writes", "--no-stateful", "--slow", String(SLOW_MS), "--reporter", "junit", "--output", junitFile);
    }, 150_000);
    afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

    it("reports each violation under its operation with the value received, and exits 1", () => {
      expect(run.code, run.stderr).toBe(1);
      if (!wrongType || !missing || !malformed400) throw new Error("faults not chosen");

      const typeRow = row(run.stdout, wrongType.answer.op.operationId);
      expect(typeRow).toMatch(/^ {2}FAIL /);
      // The wrong value: before, the line ended at the rule, without what was received.
      expect(typeRow).toContain(`✗ body /value/${wrongType.field}: must be ${wrongType.type}; expected ${wrongType.type}, received ${JSON.stringify(wrongType.sent)}`);

      const missingRow = row(run.stdout, missing.answer.op.operationId);
      expect(missingRow).toMatch(/^ {2}FAIL /);
      expect(missingRow).toContain(`✗ body /value: must have required property '${missing.field}'; expected required property '${missing.field}', received {`);

      const errorRow = row(run.stdout, malformed400.op.operationId);
      expect(errorRow).toMatch(/^ {2}FAIL .* 400$/m);
      expect(errorRow).toContain(`✗ body /: must have required property 'success'; expected required property 'success', received {"error":"Bad Request","status":400}`);
    });

    it("fails each encrypted call the server says it cannot decrypt, and passes the one it decrypts", () => {
      for (const op of encrypted.filter((o) => o.operationId !== DECRYPTS)) {
        const encryptedRow = row(run.stdout, op.operationId);
        expect(encryptedRow, op.operationId).toMatch(/^ {2}FAIL .* 400$/m);
        expect(encryptedRow).toContain("✗ encryption: the server says the body does not decrypt, though it was encrypted with the key it gave; expected the body decrypted and answered, received 400 {");
      }
      expect(row(run.stdout, DECRYPTS)).toMatch(/^ {2}PASS .* 200$/m);
    });

    it("fails each operation the server answers without a session", () => {
      for (const id of IGNORES_AUTH) {
        const authRow = row(run.stdout, id);
        expect(authRow, id).toMatch(/^ {2}FAIL .* 200$/m);
        expect(authRow).toContain("✗ session: answered without a session; expected 401 (the not-logged-in answer, e.g. login.not.session), received 200 {");
      }
    });

    it("warns of the slow answer with the budget, without failing it", () => {
      const slowRow = row(run.stdout, SLOW);
      expect(slowRow).toMatch(/^ {2}PASS /);
      expect(slowRow).toMatch(new RegExp(`! slow: answered in \\d+ ms, over the ${SLOW_MS} ms budget \\(--slow\\)`));
      expect(run.stdout).toMatch(new RegExp(`^Warnings: \\d+ operations? over the latency budget \\(.*${SLOW}.*\\); warnings do not fail the run$`, "m"));
    });

    it("counts only the faults as failures", () => {
      const failed = 3 + (encrypted.length - 1) + IGNORES_AUTH.length;
      expect(run.stdout).toContain(`NOT CONFORMING: ${operations.length} operations, ${operations.length - failed} passed, ${failed} failed, 0 skipped`);
      expect(run.stdout).toContain(`junit report written to ${junitFile}`);
    });

    it("writes a JUnit file a CI server reads: one testcase per operation, a failure element per failing one", () => {
      const xml = readFileSync(junitFile, "utf8");
      expect(XMLValidator.validate(xml)).toBe(true);
      const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "testcase" || name === "property" }).parse(xml) as {
        testsuites: { testsuite: { tests: string; failures: string; skipped: string; testcase: { name: string; classname: string; failure?: { message: string; "#text": string }; "system-out"?: string }[] } };
      };
      const suite = parsed.testsuites.testsuite;
      const failed = 3 + (encrypted.length - 1) + IGNORES_AUTH.length;
      expect(suite).toMatchObject({ tests: String(operations.length), failures: String(failed), skipped: "0" });
      expect(suite.testcase).toHaveLength(operations.length);
      const testcase = (id: string) => suite.testcase.find((t) => t.name.startsWith(`${id} (`));
      const withFailure = suite.testcase.filter((t) => t.failure).map((t) => t.name.split(" ")[0]);
      expect(withFailure.sort()).toEqual(
        [wrongType?.answer.op.operationId, missing?.answer.op.operationId, malformed400?.op.operationId, ...encrypted.filter((op) => op.operationId !== DECRYPTS).map((op) => op.operationId), ...IGNORES_AUTH].sort(),
      );
      expect(testcase(IGNORES_AUTH[0] as string)?.failure?.["#text"]).toContain("session: answered without a session; expected 401");
      expect(testcase("withdraw")?.failure).toMatchObject({ message: "1 violation (status 400)" });
      expect(testcase(wrongType?.answer.op.operationId as string)?.failure?.["#text"]).toContain(`received ${JSON.stringify(wrongType?.sent)}`);
      expect(testcase(SLOW)?.["system-out"]).toMatch(/^warning: slow: answered in \d+ ms/);
      expect(testcase(DECRYPTS)?.classname).toBe("conformance.session");
    });
  });

  describe("against a conforming backend (Prism mocking the contract)", () => {
    it("passes every operation, writes included, and exits 0; the JSON report on stdout says so", { timeout: 150_000 }, async () => {
      // --no-stateful: Prism's mock keeps no state (a logout ends nothing), so the stateful checks are not its to pass.
      const run = await conformance(prismUrl(), "--token", "t0ken", "--allow-writes", "--no-stateful", "--reporter", "json");
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as { verdict: string; exitCode: number; summary: Record<string, unknown>; operations: { outcome: string }[] };
      expect(report).toMatchObject({
        verdict: "CONFORMING",
        exitCode: 0,
        summary: { operations: operations.length, passed: operations.length, failed: 0, skipped: 0, violations: 0, coverage: { called: operations.length, contractOperations: operations.length, percent: 100 } },
      });
      expect(run.stderr).toContain(`Conformance of ${prismUrl()}`);
    });
  });

  it("keeps stdout for the report when it bundles the contract first: a piped --reporter json parses", { timeout: 150_000 }, async () => {
    const run = await cli("--import", "tsx", "mocks/src/cli/conformance.ts", prismUrl(), "--only", "getCaptcha", "--reporter", "json");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("contract: openapi/dist/openapi.json");
    expect((JSON.parse(run.stdout) as { verdict: string }).verdict).toBe("CONFORMING");
  });

  it("exits 2 when the backend cannot be reached", async () => {
    const run = await conformance(`http://127.0.0.1:${await freePort()}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cannot reach the upstream http:\/\/127\.0\.0\.1:\d+\/: ECONNREFUSED/);
  });

  it("exits 2 with the usage on stderr and no stack trace for an unknown flag or a bad value", { timeout: 120_000 }, async () => {
    const cases = [["--json"], ["http://127.0.0.1:1", "--lsit"], ["http://127.0.0.1:1", "--reporter", "xml"], ["http://127.0.0.1:1", "--only", "noSuchOperation"], ["http://127.0.0.1:1", "--concurrency", "0"], ["--timeout"]];
    const runs = await Promise.all(cases.map((args) => conformance(...args)));
    runs.forEach((run, i) => {
      const args = cases[i]?.join(" ");
      expect(run.code, args).toBe(2);
      expect(run.stdout, args).toBe("");
      expect(run.stderr, args).not.toMatch(STACK_FRAME);
      expect(run.stderr, args).not.toMatch(/Error:|TypeError/);
      expect(run.stderr, args).toContain("usage: npm run conformance -- <upstream URL> [options]");
    });
    const [unknown, , reporter, only] = runs;
    expect(unknown?.stderr).toMatch(/^unknown option --json\n/);
    expect(unknown?.stderr).toContain("exit codes: 0 every called operation conforms; 1 a violation; 2 could not run");
    expect(reporter?.stderr).toMatch(/^--reporter must be one of text, json, junit, got "xml"/);
    expect(only?.stderr).toMatch(/^--only names no operationId or tag of the contract: noSuchOperation/);
  });

  it("prints the usage with --help and exits 0", async () => {
    const run = await conformance("--help");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--reporter text|json|junit");
  });
});
