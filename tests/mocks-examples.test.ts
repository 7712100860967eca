// Every named example of every operation, asked of the Prism mock by its
// Prefer header, must come back as that example and match its schema: what QA
// selects is what the app gets, and what the app gets is what the contract
// promises.
import { afterAll, describe, expect, it } from "vitest";
import {
  contractPath,
  createResponseValidator,
  exampleRequest,
  listOperations,
  loadContract,
  mediaExample,
  resolve,
  scenarioCatalogue,
} from "@platform/mocks";
import { prismUrl } from "./fixtures/prism.ts";

const doc = loadContract(contractPath());
const catalogue = scenarioCatalogue(doc);
const validator = createResponseValidator(doc);
const operations = new Map(listOperations(doc).map((op) => [op.operationId, op]));
const credentials = { Merchant: "mc_demo", Token: "mock-session-token" };

let checked = 0;

afterAll(() => {
  console.log(`mocks: served and validated ${checked} named examples of ${catalogue.length} operations`);
});

async function call(operationId: string, prefer: string | undefined, accept: string | undefined) {
  const op = operations.get(operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const request = exampleRequest(doc, op, credentials);
  const headers: Record<string, string> = { ...request.headers };
  if (prefer) headers.Prefer = prefer;
  if (accept) headers.Accept = accept;
  const response = await fetch(`${prismUrl()}${request.url}`, { method: request.method.toUpperCase(), headers, body: request.body });
  return { status: response.status, contentType: response.headers.get("content-type"), body: await response.text() };
}

function parse(mediaType: string, body: string): unknown {
  return /json/.test(mediaType) ? JSON.parse(body) : body;
}

describe("the Prism mock serves every named example, valid against its schema", () => {
  it("has operations and examples to check", () => {
    expect(catalogue.length).toBeGreaterThan(0);
    expect(catalogue.some((op) => op.responses.length > 0)).toBe(true);
  });

  for (const op of catalogue) {
    it(`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, async () => {
      // The examples of one operation are asked for together; Prism answers each on its own.
      const checks = op.responses.flatMap((response) =>
        response.scenarios.map(async (scenario) => {
          const label = `${scenario.name} (Prefer: ${scenario.prefer})`;
          const answer = await call(op.operationId, scenario.prefer, scenario.mediaType);
          if (String(answer.status) !== scenario.status) return [`${label}: status ${answer.status}, expected ${scenario.status}: ${answer.body.slice(0, 300)}`];
          const problems: string[] = [];
          const expected = operations.get(op.operationId)?.responses[response.status]?.content?.[response.mediaType]?.examples?.[scenario.name];
          if (expected && JSON.stringify(parse(scenario.mediaType, answer.body)) !== JSON.stringify(resolve(doc, expected).value)) {
            problems.push(`${label}: Prism served another body: ${answer.body.slice(0, 300)}`);
          }
          for (const v of validator.validate(op.operationId, answer)) problems.push(`${label}: ${v.location} ${v.pointer}: ${v.message}`);
          checked += 1;
          return problems;
        }),
      );
      const problems = (await Promise.all(checks)).flat();
      expect(problems).toEqual([]);
    });
  }

  it("serves the example the catalogue marks as default when no scenario is chosen", async () => {
    const problems: string[] = [];
    for (const op of catalogue) {
      const scenario = op.responses.flatMap((r) => r.scenarios).find((s) => s.isDefault);
      if (!scenario) continue;
      const answer = await call(op.operationId, undefined, undefined);
      const content = operations.get(op.operationId)?.responses[scenario.status]?.content?.[scenario.mediaType];
      const expected = content ? mediaExample(doc, content) : undefined;
      if (String(answer.status) !== scenario.status || JSON.stringify(parse(scenario.mediaType, answer.body)) !== JSON.stringify(expected)) {
        problems.push(`${op.operationId}: expected ${scenario.status} ${scenario.name}, got ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
