// Turns a request into the contract operation it calls, answers it (its
// handler, else its default example), and checks every answer against the
// contract before it leaves: an answer that breaks the contract is replaced by
// a 500 problem+json naming each violation and recorded, so the test or the QA
// session that caused it sees it.
//
// The calls that move money or points (those the contract gives the
// `Idempotency-Key` header) are answered once per intent (issue 29,
// idempotency.ts): the same intent again gets the first answer again, the
// same key with another request is refused with `idempotency.key.reused`.
import { listOperations, type ContractOperation, type OpenApiDocument } from "../openapi-document.ts";
import { createResponseValidator, type Violation } from "../response-validator.ts";
import { scenarioCatalogue } from "../scenarios.ts";
import { accessRefusal } from "./access.ts";
import { decryptBody } from "./encrypted-body.ts";
import type { HandlerTable, OperationId, SandboxContext, SandboxRequest } from "./handler-types.ts";
import { bytesIntent, canonicalJson, IDEMPOTENCY_KEY, type StoredAnswer } from "./idempotency.ts";
import { exampleBody } from "./seed.ts";

export interface RecordedViolation {
  operationId: string;
  method: string;
  path: string;
  status: number;
  violations: Violation[];
}

interface Answer {
  status: number;
  contentType?: string;
  body: unknown;
}

export interface Dispatcher {
  handle(request: Request): Promise<Response>;
  /** Every answer that broke the contract since the start (or the last reset). */
  readonly violations: RecordedViolation[];
  /** Operations called since the start, by operationId. */
  readonly calls: Map<string, number>;
}

function defaultAnswers(doc: OpenApiDocument): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  for (const op of scenarioCatalogue(doc)) {
    const scenario = op.responses.flatMap((r) => r.scenarios).find((s) => s.isDefault);
    if (scenario) answers.set(op.operationId, { status: Number(scenario.status), contentType: scenario.mediaType, body: exampleBody(doc, op.operationId, scenario.name, scenario.status) });
  }
  return answers;
}

/** Who may call: `required` when every security alternative needs the session token. */
function needsSession(op: ContractOperation): boolean {
  return op.security.length > 0 && op.security.every((alternative) => "Token" in alternative);
}

/** The calls that move money or points: the contract gives them the `Idempotency-Key` header. */
export function moneyOperations(doc: OpenApiDocument): Set<string> {
  return new Set(listOperations(doc).filter((op) => op.parameters.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")).map((op) => op.operationId));
}

function isEncrypted(op: ContractOperation): boolean {
  return (op.operation as Record<string, unknown>)["x-encrypted"] === true;
}

export function createDispatcher(doc: OpenApiDocument, handlers: HandlerTable, context: SandboxContext): Dispatcher {
  const validator = createResponseValidator(doc);
  const operations = new Map(listOperations(doc).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
  const defaults = defaultAnswers(doc);
  const moneyOps = moneyOperations(doc);
  const violations: RecordedViolation[] = [];
  const calls = new Map<string, number>();
  let trace = 0;

  function errorExample(op: ContractOperation, status: number, name: string): Answer {
    return { status, contentType: "application/json", body: context.example(op.operationId as OperationId, name, status) };
  }

  async function answer(op: ContractOperation, request: SandboxRequest): Promise<Answer> {
    if (!request.headers.get("merchant") && op.responses["400"]) {
      return { status: 400, contentType: "application/json", body: { success: false, errorCode: "request_param_err", message: "The Merchant header is required" } };
    }
    if (needsSession(op) && !request.member) return errorExample(op, 401, "loginNotSession");
    const refusal = request.member && accessRefusal(op.operationId, op.operation.tags ?? [], request.member, moneyOps.has(op.operationId));
    if (refusal) return { status: 200, contentType: "application/json", body: { success: false, ...refusal } };
    const handler = handlers[op.operationId as OperationId] as ((r: SandboxRequest, c: SandboxContext) => Promise<Answer> | Answer) | undefined;
    if (handler) {
      const reply = await handler(request, context);
      const declared = Object.keys(op.responses[String(reply.status)]?.content ?? {});
      return { ...reply, contentType: declared.find((t) => t.includes("json")) ?? declared[0] };
    }
    const fallback = defaults.get(op.operationId);
    if (!fallback) throw new Error(`${op.operationId} has no handler and no default example`);
    return { ...fallback, body: structuredClone(fallback.body) };
  }

  async function handle(raw: Request): Promise<Response> {
    const url = new URL(raw.url);
    const op = operations.get(`${raw.method.toUpperCase()} ${url.pathname}`);
    if (!op) {
      const known = [...operations.values()].some((o) => o.path === url.pathname);
      return Response.json({ success: false, errorCode: known ? "method.not.allowed" : "not.found", message: `${raw.method} ${url.pathname} is not an operation of the contract` }, { status: known ? 405 : 404 });
    }
    calls.set(op.operationId, (calls.get(op.operationId) ?? 0) + 1);
    const bodyText = raw.method === "GET" || raw.method === "HEAD" ? "" : await raw.text();
    const token = raw.headers.get("authorization") || undefined;
    const request: SandboxRequest = {
      operationId: op.operationId as OperationId,
      method: raw.method,
      path: url.pathname,
      query: url.searchParams,
      headers: raw.headers,
      bodyText,
      json: parseJson(bodyText),
      token,
      member: token ? context.state.sessions.get(token) : undefined,
    };
    const sent = moneyOps.has(op.operationId) && request.member ? await once(op, request) : await checked(op, request, await answer(op, request));
    const headers = { "x-app-trace-id": `sandbox-${++trace}`, ...(sent.violation ? { "x-sandbox-violation": "1" } : {}) };
    return new Response(sent.text, { status: sent.status, headers: { ...headers, "content-type": sent.violation ? sent.contentType : `${sent.contentType}; charset=utf-8` } });
  }

  /** The answer as it goes out, checked against the contract (a violation goes out as a 500 problem+json). */
  async function checked(op: ContractOperation, request: SandboxRequest, reply: Answer): Promise<StoredAnswer & { violation?: boolean }> {
    const contentType = reply.contentType ?? "application/json";
    const text = typeof reply.body === "string" && !contentType.includes("json") ? reply.body : JSON.stringify(reply.body);
    const found = validator.validate(op.operationId, { status: reply.status, contentType, body: text });
    if (found.length === 0) return { status: reply.status, contentType, text };
    violations.push({ operationId: op.operationId, method: request.method, path: request.path, status: reply.status, violations: found });
    console.error(`sandbox: ${op.operationId} answered ${reply.status} against the contract:\n${found.map((v) => `  ${v.location} ${v.pointer}: ${v.message}`).join("\n")}`);
    const problem = { type: "https://contract.invalid/sandbox-violation", title: "The sandbox's answer breaks the contract", status: 500, operationId: op.operationId, violations: found };
    return { status: 500, contentType: "application/problem+json", text: JSON.stringify(problem), violation: true };
  }

  /**
   * A money call, answered once per intent: named by its Idempotency-Key, or
   * (encrypted, without a key) by its exact bytes; what it asks is the
   * canonical JSON of its (decrypted) payload. A body that does not decrypt
   * names no intent and is answered as it is (400).
   */
  async function once(op: ContractOperation, request: SandboxRequest): Promise<StoredAnswer & { violation?: boolean }> {
    const member = request.member!;
    const key = request.headers.get("idempotency-key");
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      const message = "Request parameter error: Idempotency-Key must be 8-64 characters of A-Z a-z 0-9 _ -";
      return checked(op, request, { status: 400, contentType: "application/json", body: { success: false, errorCode: "request_param_err", message } });
    }
    const encryption = request.headers.get("encryption");
    let fingerprint: string | undefined;
    if (isEncrypted(op)) {
      const decrypted = decryptBody(context.keys, encryption, request.bodyText);
      if (decrypted.ok) fingerprint = canonicalJson(decrypted.payload);
    } else fingerprint = request.json === undefined ? `text:${request.bodyText}` : canonicalJson(request.json);
    const intent = key !== null ? `key:${key}` : isEncrypted(op) && encryption ? bytesIntent(encryption, request.bodyText) : undefined;
    if (fingerprint === undefined || intent === undefined) return checked(op, request, await answer(op, request));

    const found = context.state.idempotency.lookup(member.id, op.operationId, intent, fingerprint);
    if (found.kind === "conflict") {
      const message = "This request id was already used for a different request";
      return checked(op, request, { status: 200, contentType: "application/json", body: { success: false, errorCode: "idempotency.key.reused", message } });
    }
    if (found.kind === "again") {
      const first = await found.answer;
      // The first request ended in a server error: nothing was kept, so this one runs.
      return first ?? once(op, request);
    }
    try {
      const sent = await checked(op, request, await answer(op, request));
      found.settle(sent);
      return sent;
    } catch (error) {
      found.settle({ status: 500, contentType: "application/json", text: "" });
      throw error;
    }
  }

  return { handle, violations, calls };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
