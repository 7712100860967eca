// Every operation of the contract, called through the SDK against Prism with
// request validation on (--errors): built from the contract's own parameter
// and body examples, encrypted and form-encoded calls through their typed
// functions. Prism answers a request that breaks the contract with 422 (its
// problem+json, or the contract's 422 example); here every call must get the
// contract's 2xx answer and come back through the SDK as a success.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contractPath,
  listOperations,
  loadContract,
  mediaExample,
  parameterExample,
  resolve,
  type ContractOperation,
  type OpenApiDocument,
} from "@platform/mocks";
import { createPlatformClient, isPlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { OPERATIONS } from "@platform/sdk/operations";
import {
  addBankCard,
  applyForPromotion,
  changePassword,
  forgotPasswordByEmail,
  login,
  markMessagesRead,
  register,
  setHeaderIcon,
  setPasswordByPhone,
  setPaymentPassword,
  uploadHeaderIcon,
  withdraw,
} from "@platform/sdk/secure";
import { prismUrl } from "./fixtures/prism.ts";

const doc = loadContract(contractPath());
const operations = listOperations(doc);

interface Sent {
  status: number;
  contentType: string;
  body: string;
}
/** The last answer Prism gave per `METHOD /path`, seen through the client's injected fetch. */
const answers = new Map<string, Sent>();
const covered = new Set<string>();
let client: PlatformClient;

// Calls whose body the SDK builds itself: the plaintext payload comes from the
// example of the operation's contentSchema (encrypted) or its form example.
type TypedCall = (client: PlatformClient, payload: never) => Promise<unknown>;
const typedCalls: Record<string, TypedCall> = {
  login,
  registerByUsername: (c, p) => register(c, p, "username"),
  registerByMobile: (c, p) => register(c, p, "mobile"),
  changePassword,
  setPasswordByPhone,
  withdraw,
  addBankCard,
  setPaymentPassword,
  requestPasswordResetEmail: forgotPasswordByEmail,
  setHeaderIcon,
  markMessagesRead: (c, p: { messageIds: string }) => markMessagesRead(c, p.messageIds.split(",").map(Number)),
  // Multipart: the contract's examples hold placeholders for the image parts; real files go in their place.
  applyForPromotion: (c, p: { promotionId: number; remark?: string; images?: string[] }) => applyForPromotion(c, { ...p, images: (p.images ?? []).map(png) }),
};

/** A tiny PNG-typed file standing in for an example's image part. */
function png(placeholder: string, index: number): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...new TextEncoder().encode(placeholder)])], `image-${index + 1}.png`, { type: "image/png" });
}

beforeAll(() => {
  client = createPlatformClient({
    baseUrl: prismUrl(),
    merchant: "mc_demo",
    getToken: () => "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b",
    getLanguage: () => "EN",
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      const body = await response.clone().text();
      answers.set(`${request.method} ${new URL(request.url).pathname}`, { status: response.status, contentType: response.headers.get("content-type") ?? "", body });
      return response;
    },
  });
});

afterAll(() => {
  console.log(`sdk contract test: covered ${covered.size} of ${operations.length} operations`);
});

describe("every contract operation through the SDK against Prism (--errors)", () => {
  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))("%s", async (key, op) => {
    const typed = typedCalls[op.operationId];
    await (typed ? typed(client, payloadExample(op) as never) : genericCall(op));
    const answer = answers.get(`${op.method.toUpperCase()} ${examplePath(op)}`);
    expect(answer, "no request reached Prism").toBeDefined();
    expect(answer?.contentType ?? "").not.toContain("problem+json");
    expect(answer?.status, answer?.body).not.toBe(422);
    expect(answer?.status, answer?.body).toBeGreaterThanOrEqual(200);
    expect(answer?.status, answer?.body).toBeLessThan(300);
    covered.add(op.operationId);
  });

  it("POST /wps/member/info/icon also takes an own picture as multipart (uploadHeaderIcon)", async () => {
    await expect(uploadHeaderIcon(client, png("(jpeg image data of me.jpg)", 0))).resolves.toMatchObject({ options: expect.any(Array) });
    const answer = answers.get("POST /wps/member/info/icon");
    expect(answer?.status, answer?.body).toBe(200);
  });

  it("covers every operation of the contract, and the SDK knows each one", () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((op) => !covered.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
    expect(operations.filter((op) => OPERATIONS[`${op.method.toUpperCase()} ${op.path}`]?.operationId !== op.operationId).map((op) => op.operationId)).toEqual([]);
  });
});

/** The operation's path with each path parameter's example in place (`/lgw/orders/{orderMasterId}` → `/lgw/orders/770210002`). */
function examplePath(op: ContractOperation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = op.parameters.find((p) => p.in === "path" && p.name === name);
    return encodeURIComponent(String(parameter ? parameterExample(doc, parameter) : name));
  });
}

/** Any operation through `client.api.request`, its inputs from the contract's examples. */
async function genericCall(op: ContractOperation): Promise<unknown> {
  const params: Record<"query" | "header" | "path", Record<string, unknown>> = { query: {}, header: {}, path: {} };
  for (const parameter of op.parameters) {
    const value = parameterExample(doc, parameter);
    if (value !== undefined && parameter.in !== "cookie") params[parameter.in][parameter.name] = value;
  }
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const form = mediaType === "application/x-www-form-urlencoded";
  const json = Object.values(successResponse(op)?.content ?? {}).length === 0 || Object.keys(successResponse(op)?.content ?? {}).some((t) => t.includes("json"));
  const request = client.api.request as unknown as (method: string, path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const call = request(op.method, op.path, {
    params,
    ...(media ? { body: mediaExample(doc, media) } : {}),
    ...(form ? { bodySerializer: (b: Record<string, string>) => new URLSearchParams(b), headers: { "Content-Type": mediaType } } : {}),
    ...(json ? {} : { parseAs: "text" }),
  });
  try {
    return await unwrap(call);
  } catch (error) {
    throw isPlatformError(error) ? new Error(`${error.kind} ${error.status}: ${JSON.stringify(error.body)}`, { cause: error }) : error;
  }
}

function successResponse(op: ContractOperation) {
  return Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
}

/**
 * The plaintext example of an encrypted or form body: the first example of
 * the payload schema (or of a schema it composes) that holds every field the
 * operation requires.
 */
function payloadExample(op: ContractOperation): unknown {
  const media = Object.values(op.requestBody?.content ?? {})[0];
  if (!media) throw new Error(`${op.operationId} has no request body`);
  const schema = resolve<Schema>(doc as OpenApiDocument, media.schema as Schema);
  const contentSchema = schemaOf(schema.properties?.value?.contentSchema) ?? schemaOf(schema.allOf?.map((s) => schemaOf(s)?.properties?.value?.contentSchema).find(Boolean));
  if (!contentSchema) return mediaExample(doc, media);
  const parts = [contentSchema, ...(contentSchema.allOf ?? []).map((s) => schemaOf(s) ?? {})];
  const required = parts.flatMap((s) => s.required ?? []);
  const candidates = parts.flatMap((s) => s.examples ?? []) as Record<string, unknown>[];
  const example = candidates.find((c) => required.every((field) => field in c));
  if (!example) throw new Error(`${op.operationId}: no payload example holds ${required.join(", ")}`);
  return example;
}

interface Schema {
  properties?: Record<string, { contentSchema?: unknown }>;
  allOf?: unknown[];
  required?: string[];
  examples?: unknown[];
}

function schemaOf(value: unknown): Schema | undefined {
  return typeof value === "object" && value !== null ? resolve<Schema>(doc, value as Schema) : undefined;
}

describe("the SDK's operations map", () => {
  // An operation whose 2xx response is a $ref to components/responses is an envelope too (the system
  // status answer is one, and the map's generator had to follow the reference).
  it.each(operations.map((op) => [op.operationId, op] as const))("%s: says whether the success body is the envelope", (_id, op) => {
    const json = Object.entries(op.responses).some(([status, response]) => status.startsWith("2") && Object.keys(response.content ?? {}).some((type) => type.includes("json")));
    const envelope = json && (op.operation as Record<string, unknown>)["x-envelope"] !== false;
    expect(OPERATIONS[`${op.method.toUpperCase()} ${op.path}`]?.envelope).toBe(envelope);
  });
});
