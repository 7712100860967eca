// The conformance command, run as the backend team runs it, against a fake
// backend on loopback that breaks the contract in three ways (a wrong field
// type, a missing required field, a malformed error envelope on a 400), and
// against a conforming backend (Prism mocking the contract itself).
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { resolve as resolvePath } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contractPath,
  freePort,
  listOperations,
  loadContract,
  mediaExample,
  resolve,
  scenarioCatalogue,
  type ContractOperation,
  type OpenApiDocument,
} from "@platform/mocks";
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

function bodyFor(answer: DefaultAnswer): { status: number; body: unknown } {
  const op = answer.op;
  if (op === wrongType?.answer.op) return { status: answer.status, body: { ...(answer.body as object), value: { ...answer.value, [wrongType.field]: wrongType.sent } } };
  if (op === missing?.answer.op) {
    const value = { ...answer.value };
    delete value[missing.field];
    return { status: answer.status, body: { ...(answer.body as object), value } };
  }
  if (op === malformed400?.op) return { status: 400, body: { error: "Bad Request", status: 400 } };
  return { status: answer.status, body: answer.body };
}

/** A backend that answers every operation with its default example, except the three faults above. */
function startFakeUpstream(): Promise<Server> {
  const answers = operations.map((op) => ({ op, pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, "[^/]+")}$`), answer: defaultAnswer(op) }));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = answers.find((a) => a.op.method === req.method?.toLowerCase() && a.pattern.test(url.pathname));
    if (!match?.answer) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const { status, body } = bodyFor(match.answer);
    res.writeHead(status, { "content-type": match.answer.mediaType });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  });
  return new Promise((ready) => server.listen(FAKE_PORT, "127.0.0.1", () => ready(server)));
}

function conformance(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = ["--import", "tsx", "mocks/src/cli/conformance.ts", ...args, "--spec", contractPath(), "--no-build"];
  return new Promise((done) => {
    execFile(process.execPath, cli, { cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) => {
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

describe("npm run conformance", () => {
  it("finds an operation for each of the three faults in the contract", () => {
    expect(wrongType, "a GET operation whose payload has a required primitive field").toBeDefined();
    expect(missing, "a second GET operation whose payload has a required field").toBeDefined();
    expect(malformed400, "a third GET operation that declares a 400").toBeDefined();
  });

  describe("against a backend that breaks the contract", () => {
    let upstream: Server;
    beforeAll(async () => {
      upstream = await startFakeUpstream();
    });
    afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

    it("reports each violation under its operation and exits non-zero", { timeout: 150_000 }, async () => {
      const run = await conformance(`http://127.0.0.1:${FAKE_PORT}`, "--merchant", "mc_demo", "--token", "t0ken");
      expect(run.code, run.stderr).toBe(1);
      if (!wrongType || !missing || !malformed400) throw new Error("faults not chosen");

      const typeRow = row(run.stdout, wrongType.answer.op.operationId);
      expect(typeRow).toMatch(/^ {2}FAIL /);
      expect(typeRow).toContain(`✗ body /value/${wrongType.field}: must be ${wrongType.type}`);

      const missingRow = row(run.stdout, missing.answer.op.operationId);
      expect(missingRow).toMatch(/^ {2}FAIL /);
      expect(missingRow).toContain(`✗ body /value: must have required property '${missing.field}'`);

      const errorRow = row(run.stdout, malformed400.op.operationId);
      expect(errorRow).toMatch(/^ {2}FAIL .* 400$/m);
      expect(errorRow).toContain("✗ body /: must have required property 'success'");

      // Only the three broken operations fail; writes are skipped without --allow-writes.
      const gets = operations.filter((op) => op.method === "get").length;
      expect(run.stdout).toContain(`NOT CONFORMING: ${operations.length} operations, ${gets - 3} passed, 3 failed, ${operations.length - gets} skipped`);
    });
  });

  describe("against a conforming backend (Prism mocking the contract)", () => {
    it("passes every operation, writes included, and exits 0", { timeout: 150_000 }, async () => {
      const run = await conformance(prismUrl(), "--token", "t0ken", "--allow-writes");
      expect(run.stdout).toContain(`CONFORMING: ${operations.length} operations, ${operations.length} passed, 0 failed, 0 skipped; 0 violations`);
      expect(run.code, run.stdout + run.stderr).toBe(0);
    });
  });

  it("exits non-zero when the backend cannot be reached", async () => {
    const run = await conformance("http://127.0.0.1:4913");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("cannot reach the upstream http://127.0.0.1:4913/: ECONNREFUSED");
  });
});
