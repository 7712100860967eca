// Turns a request into the contract operation it calls, answers it (its
// handler, else its default example), and checks every answer against the
// contract before it leaves: an answer that breaks the contract is replaced by
// a 500 problem+json naming each violation and recorded, so the test or the QA
// session that caused it sees it.
//
// The calls that move money or points (those the contract gives the
// `Idempotency-Key` header) are answered once per intent
// (idempotency.ts): the same intent again gets the first answer again, the
// same key with another request is refused with `idempotency.key.reused`.
//
// What one client may cost is bounded (limits.ts): the `Merchant`
// header must be the configured code, trial creation and login attempts are
// counted per client address and answered the platform's "busy" beyond the
// limit, and a multipart body with too many parts is refused before any
// parser reads it.
import { merchantRefusal } from "../merchant-header.ts";
import { listOperations, type ContractOperation, type OpenApiDocument } from "../openapi-document.ts";
import { createResponseValidator, type Violation } from "../response-validator.ts";
import { scenarioCatalogue } from "../scenarios.ts";
import { accessRefusal } from "./access.ts";
import { decryptBody } from "./encrypted-body.ts";
import type { HandlerTable, OperationId, SandboxContext, SandboxRequest } from "./handler-types.ts";
import { bytesIntent, canonicalJson, IDEMPOTENCY_KEY, type StoredAnswer } from "./idempotency.ts";
import { multipartPartCount, RATE_LIMITED, RateLimiter, type SandboxLimits } from "./limits.ts";
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
  /** Extra response headers (Retry-After of a busy answer). */
  headers?: Record<string, string>;
}

type Sent = StoredAnswer & { violation?: boolean; headers?: Record<string, string> };

export interface DispatchOptions {
  /** The site's merchant code: any other `Merchant` header is refused. */
  merchant: string;
  limits: SandboxLimits;
}

export interface Dispatcher {
  /** `client`: the caller's address, the key of the rate limits (undefined: one key for every caller). */
  handle(request: Request, client?: string): Promise<Response>;
  /** Forgets the rate limits' counts (with the state, on reset). */
  clearLimits(): void;
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
function moneyOperations(doc: OpenApiDocument): Set<string> {
  return new Set(listOperations(doc).filter((op) => op.parameters.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")).map((op) => op.operationId));
}

function isEncrypted(op: ContractOperation): boolean {
  return (op.operation as Record<string, unknown>)["x-encrypted"] === true;
}

/** The platform's "busy" answer (the contract's ServerError `systemBusy`), with when to try again. */
function busy(retryAfterMs: number): Answer {
  return {
    status: 500,
    contentType: "application/json",
    body: { success: false, errorCode: "system.busy", message: "#727 system busy" },
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  };
}

/** The media type's essence (`application/json` of `application/json; charset=utf-8`), lower case. */
function essence(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/**
 * A body whose content type is none of those its operation declares
 * (JSON sent as `text/plain`, a form to a JSON call) is refused with 415 in the
 * platform's envelope, before it is parsed: the sandbox answered it as if it were
 * JSON. Like a body over the limit (413) or a path that is no operation (404),
 * it is refused before the operation's contract applies. Undefined when accepted.
 */
function unsupportedMediaType(op: ContractOperation, contentType: string, bodyLength: number): Sent | undefined {
  const declared = Object.keys(op.requestBody?.content ?? {}).map(essence);
  if (declared.length === 0 || bodyLength === 0) return undefined;
  const sent = essence(contentType);
  const json = (type: string) => type === "application/json" || type.endsWith("+json");
  if (declared.some((type) => type === sent || (json(type) && json(sent)))) return undefined;
  const message = `${op.method.toUpperCase()} ${op.path} takes ${declared.join(" or ")}, not ${sent || "a body without a Content-Type"}`;
  return { status: 415, contentType: "application/json", text: JSON.stringify({ success: false, errorCode: "unsupported.media.type", message }) };
}

function paramError(message: string): Answer {
  return { status: 400, contentType: "application/json", body: { success: false, errorCode: "request_param_err", message: `Request parameter error: ${message}` } };
}

export function createDispatcher(doc: OpenApiDocument, handlers: HandlerTable, context: SandboxContext, options: DispatchOptions): Dispatcher {
  const validator = createResponseValidator(doc);
  const operations = new Map(listOperations(doc).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
  // Paths with parameters (`/lgw/orders/{orderMasterId}`): matched segment by segment when no literal path is the request's.
  const templated = [...operations.values()]
    .filter((op) => op.path.includes("{"))
    .map((op) => ({ op, pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`) }));
  const operationOf = (method: string, path: string): ContractOperation | undefined =>
    operations.get(`${method} ${path}`) ?? templated.find((entry) => entry.op.method.toUpperCase() === method && entry.pattern.test(path))?.op;
  const defaults = defaultAnswers(doc);
  const moneyOps = moneyOperations(doc);
  const violations: RecordedViolation[] = [];
  const calls = new Map<string, number>();
  let trace = 0;
  const clock = () => context.state.now().getTime();
  const limiters = { trials: new RateLimiter(options.limits.trials, clock), logins: new RateLimiter(options.limits.logins, clock) };

  function errorExample(op: ContractOperation, status: number, name: string): Answer {
    return { status, contentType: "application/json", body: context.example(op.operationId as OperationId, name, status) };
  }

  async function answer(op: ContractOperation, request: SandboxRequest, client: string): Promise<Answer> {
    if (needsSession(op) && !request.member) return errorExample(op, 401, "loginNotSession");
    const limited = RATE_LIMITED[op.operationId];
    const retryAfter = limited && limiters[limited].take(client);
    if (retryAfter !== undefined) return busy(retryAfter);
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

  async function handle(raw: Request, client = "unknown"): Promise<Response> {
    const url = new URL(raw.url);
    const op = operationOf(raw.method.toUpperCase(), url.pathname);
    if (!op) {
      const known = [...operations.values()].some((o) => o.path === url.pathname) || templated.some((entry) => entry.pattern.test(url.pathname));
      return Response.json({ success: false, errorCode: known ? "method.not.allowed" : "not.found", message: `${raw.method} ${url.pathname} is not an operation of the contract` }, { status: known ? 405 : 404 });
    }
    calls.set(op.operationId, (calls.get(op.operationId) ?? 0) + 1);
    // Before the body is read, and before a money call names an intent: another site's request is refused whole.
    const merchant = merchantRefusal(raw.headers.get("merchant"), options.merchant);
    if (merchant) return respond(checkedAnswer(op, raw.method, url.pathname, { ...merchant, contentType: "application/json" }));
    const bytes = raw.method === "GET" || raw.method === "HEAD" ? new Uint8Array(0) : new Uint8Array(await raw.arrayBuffer());
    const contentType = raw.headers.get("content-type") ?? "";
    const unsupported = unsupportedMediaType(op, contentType, bytes.byteLength);
    if (unsupported) return respond(unsupported);
    const bodyText = new TextDecoder().decode(bytes);
    let form: FormData | undefined;
    if (/^multipart\/form-data/i.test(contentType)) {
      // Counted before parsing: 16,000 part headers are refused at once, not parsed.
      const parts = multipartPartCount(contentType, bytes, options.limits.multipartParts);
      if (parts === undefined || parts > options.limits.multipartParts) {
        const refused = paramError(parts === undefined ? "the multipart body names no boundary" : `a multipart body has at most ${options.limits.multipartParts} parts`);
        return respond(checkedAnswer(op, raw.method, url.pathname, refused));
      }
      // The web-standard parser (undici's, what Hono's parseBody uses): linear, and it keeps a file's bytes.
      form = await new Response(bytes, { headers: { "content-type": contentType } }).formData().catch(() => undefined);
      if (!form) return respond(checkedAnswer(op, raw.method, url.pathname, paramError("the multipart body does not parse")));
    }
    const token = raw.headers.get("authorization") || undefined;
    const request: SandboxRequest = {
      operationId: op.operationId as OperationId,
      method: raw.method,
      path: url.pathname,
      query: url.searchParams,
      headers: raw.headers,
      bodyText,
      json: parseJson(bodyText),
      form,
      token,
      member: token ? context.state.sessions.get(token) : undefined,
    };
    const sent = moneyOps.has(op.operationId) && request.member ? await once(op, request, client) : checked(op, request, await answer(op, request, client));
    return respond(sent);
  }

  function respond(sent: Sent): Response {
    const headers = { ...sent.headers, "x-app-trace-id": `sandbox-${++trace}`, ...(sent.violation ? { "x-sandbox-violation": "1" } : {}) };
    return new Response(sent.text, { status: sent.status, headers: { ...headers, "content-type": sent.violation ? sent.contentType : `${sent.contentType}; charset=utf-8` } });
  }

  /** The answer as it goes out, checked against the contract (a violation goes out as a 500 problem+json). */
  function checked(op: ContractOperation, request: SandboxRequest, reply: Answer): Sent {
    return checkedAnswer(op, request.method, request.path, reply);
  }

  function checkedAnswer(op: ContractOperation, method: string, path: string, reply: Answer): Sent {
    const contentType = reply.contentType ?? "application/json";
    const text = typeof reply.body === "string" && !contentType.includes("json") ? reply.body : JSON.stringify(reply.body);
    const found = validator.validate(op.operationId, { status: reply.status, contentType, body: text });
    if (found.length === 0) return { status: reply.status, contentType, text, ...(reply.headers ? { headers: reply.headers } : {}) };
    violations.push({ operationId: op.operationId, method, path, status: reply.status, violations: found });
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
  async function once(op: ContractOperation, request: SandboxRequest, client: string): Promise<Sent> {
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
    if (fingerprint === undefined || intent === undefined) return checked(op, request, await answer(op, request, client));

    const found = context.state.idempotency.lookup(member.id, op.operationId, intent, fingerprint);
    if (found.kind === "conflict") {
      const message = "This request id was already used for a different request";
      return checked(op, request, { status: 200, contentType: "application/json", body: { success: false, errorCode: "idempotency.key.reused", message } });
    }
    if (found.kind === "again") {
      const first = await found.answer;
      // The first request ended in a server error: nothing was kept, so this one runs.
      return first ?? once(op, request, client);
    }
    try {
      const sent = checked(op, request, await answer(op, request, client));
      found.settle(sent);
      return sent;
    } catch (error) {
      found.settle({ status: 500, contentType: "application/json", text: "" });
      throw error;
    }
  }

  return { handle, violations, calls, clearLimits: () => Object.values(limiters).forEach((limiter) => limiter.clear()) };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
