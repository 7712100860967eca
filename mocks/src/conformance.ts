// Calls each operation of the contract on a server with a request built from
// the contract's examples and checks every answer against the contract,
// error statuses included. Write operations are called only when allowed.
// Encrypted operations get a body the server can decrypt
// (conformance-encrypted.ts); operations that need a session are called
// without one too and must refuse (conformance-auth.ts); every call has a
// time limit and a latency budget. Every money call is a new
// intent: it gets a fresh Idempotency-Key, never the example's.
import { randomUUID } from "node:crypto";
import { checkRefusal, needsSession, SESSION_SCHEME } from "./conformance-auth.ts";
import { createPlaintextFinder, encryptedBody, isEncrypted, KEY_OPERATION, saysDoesNotDecrypt, withHeaders } from "./conformance-encrypted.ts";
import { describeViolation, shortText } from "./conformance-values.ts";
import { exampleRequest, type Credentials, type ExampleRequest } from "./example-requests.ts";
import { listOperations, type ContractOperation, type HttpMethod, type OpenApiDocument } from "./openapi-document.ts";
import { createResponseValidator, type Violation } from "./response-validator.ts";

export interface Finding {
  location: Violation["location"] | "headers" | "request" | "connection" | "encryption" | "session" | "latency" | "sequence";
  pointer: string;
  message: string;
  /** What the contract (or the check) expected, as short text. */
  expected?: string;
  /** What the server sent, as short text (values cut to RECEIVED_MAX characters). */
  received?: string;
}

export interface OperationResult {
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: string[];
  outcome: "pass" | "fail" | "skipped";
  status?: number;
  /** Time from sending the call to the end of its answer, in ms. */
  durationMs?: number;
  findings: Finding[];
  /** Not violations, but worth a look: an answer over the latency budget. */
  warnings: string[];
  /** Context that is not a violation, e.g. why a call was skipped or sent without a session. */
  notes: string[];
}

/** Defaults of the command and of runConformance. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_SLOW_MS = 2_000;
export const DEFAULT_CONCURRENCY = 4;

export interface ConformanceOptions {
  doc: OpenApiDocument;
  /** Where the calls go: the server itself or a Prism proxy in front of it. */
  baseUrl: string;
  credentials?: Credentials;
  allowWrites?: boolean;
  /** Only these operations: an operationId or a tag names them. */
  only?: string[];
  /** Not these operations: an operationId or a tag names them. */
  skip?: string[];
  /** No answer within this many ms is a failure naming the limit. */
  timeoutMs?: number;
  /** An answer slower than this many ms is a warning (a failure with `slowFails`). */
  slowMs?: number;
  slowFails?: boolean;
  /** Reads at a time; writes run one at a time in the contract's order, and operations that end the session last, alone. */
  concurrency?: number;
  fetch?: typeof fetch;
  /** Clock for the latency budget (ms). */
  now?: () => number;
}

/** Whether an operation is named by one of `names` (its operationId or one of its tags). */
function selects(op: Pick<ContractOperation, "operationId" | "operation">, names: readonly string[]): boolean {
  return names.includes(op.operationId) || (op.operation.tags ?? []).some((tag) => names.includes(tag));
}

/** The operations of a run: `only` and `skip` applied, session-ending calls (`x-ends-session`, logout) last. */
export function selectOperations(doc: OpenApiDocument, only?: readonly string[], skip?: readonly string[]): ContractOperation[] {
  return listOperations(doc)
    .filter((op) => (!only || only.length === 0 || selects(op, only)) && !(skip && selects(op, skip)))
    .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
}

/** A call that may change the server's state (anything but GET and HEAD). */
function isWrite(op: ContractOperation): boolean {
  return op.method !== "get" && op.method !== "head";
}

function endsSession(op: ContractOperation): boolean {
  return (op.operation as Record<string, unknown>)["x-ends-session"] === true;
}

interface Answer {
  status: number;
  contentType: string | null;
  sl: string | null;
  body: string;
  durationMs: number;
}

export async function runConformance(options: ConformanceOptions): Promise<OperationResult[]> {
  const { doc, baseUrl, credentials = {}, allowWrites = false, timeoutMs = DEFAULT_TIMEOUT_MS, slowMs = DEFAULT_SLOW_MS, slowFails = false } = options;
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? (() => performance.now());
  const validator = createResponseValidator(doc);
  const plaintextFor = createPlaintextFinder(doc);
  const keyOperation = listOperations(doc).find((op) => op.operationId === KEY_OPERATION);
  const base = baseUrl.replace(/\/+$/, "");

  /** One call with the time limit; the limit covers the whole answer, body included. */
  async function call(request: Pick<ExampleRequest, "url" | "method" | "headers" | "body">): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new NoAnswerError(timeoutMs)), timeoutMs);
    const started = now();
    try {
      const response = await fetchFn(`${base}${request.url}`, {
        method: request.method.toUpperCase(),
        headers: request.headers,
        body: request.body,
        redirect: "manual",
        signal: controller.signal,
      });
      const body = await response.text();
      return { status: response.status, contentType: response.headers.get("content-type"), sl: response.headers.get("sl-violations"), body, durationMs: Math.round(now() - started) };
    } catch (error) {
      throw controller.signal.aborted && controller.signal.reason instanceof NoAnswerError ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The encrypted form of an example request: a fresh key from the server, the contract's plaintext example. */
  async function encrypt(op: ContractOperation, request: ExampleRequest): Promise<ExampleRequest | Finding> {
    const plaintext = plaintextFor(op);
    if (!plaintext.ok) return { location: "request", pointer: "", message: `cannot build the encrypted body: ${plaintext.reason}` };
    if (!keyOperation) return { location: "encryption", pointer: "", message: `the contract has no key operation ${KEY_OPERATION} to fetch the RSA key with` };
    let key: Answer;
    try {
      key = await call(exampleRequest(doc, keyOperation, credentials));
    } catch (error) {
      const why = noAnswer(error);
      return { ...why, location: "encryption", message: `no RSA key: ${KEY_OPERATION} got ${why.message}` };
    }
    try {
      if (key.status !== 200) throw new Error(`status ${key.status}`);
      const encrypted = encryptedBody(key.body, plaintext.plaintext);
      return { ...request, headers: withHeaders(request.headers, encrypted.headers), body: encrypted.body };
    } catch (error) {
      return {
        location: "encryption",
        pointer: "",
        message: `no RSA key: ${KEY_OPERATION} did not answer the modulus (${(error as Error).message})`,
        expected: "200 with the modulus as hex text",
        received: `${key.status} ${shortText(key.body)}`,
      };
    }
  }

  /** A call that got no answer: the time limit it ran out of, or why the connection failed. */
  function noAnswer(error: unknown, prefix = ""): Finding {
    if (error instanceof NoAnswerError) return { location: "connection", pointer: "", message: `${prefix}no answer within ${error.limitMs} ms (--timeout)`, expected: `an answer within ${error.limitMs} ms`, received: "none" };
    return { location: "connection", pointer: "", message: `${prefix}no answer: ${describeFetchError(error)}` };
  }

  function check(op: ContractOperation, answer: Answer, prefix = ""): Finding[] {
    return validator.validate(op.operationId, answer).map((violation) => ({
      ...violation,
      message: prefix + violation.message,
      ...describeViolation(violation, answer),
    }));
  }

  async function runOne(op: ContractOperation): Promise<OperationResult> {
    const result: OperationResult = { operationId: op.operationId, method: op.method, path: op.path, tags: op.operation.tags ?? [], outcome: "pass", findings: [], warnings: [], notes: [] };
    const done = () => {
      if (result.findings.length > 0) result.outcome = "fail";
      return result;
    };
    let request: ExampleRequest;
    let anonymous: ExampleRequest | undefined;
    try {
      request = freshIntent(exampleRequest(doc, op, credentials));
      if (needsSession(op)) anonymous = freshIntent(exampleRequest(doc, op, { ...credentials, [SESSION_SCHEME]: undefined }));
    } catch (error) {
      result.findings.push({ location: "request", pointer: "", message: `cannot build a request from the contract: ${(error as Error).message}` });
      return done();
    }
    if (!request.readOnly && !allowWrites) {
      result.outcome = "skipped";
      result.notes.push("write operation: pass --allow-writes to call it");
      return result;
    }

    // With no session given, the call itself is the one without a session.
    const callIsAnonymous = anonymous !== undefined && request.missingCredentials.includes(SESSION_SCHEME);
    if (callIsAnonymous) anonymous = undefined;
    // Without a session first: a server that ignores it must not get the member's call before.
    if (anonymous) {
      const sent = isEncrypted(op) ? await encrypt(op, anonymous) : anonymous;
      if ("location" in sent) result.findings.push({ ...sent, message: `without a session: ${sent.message}` });
      else {
        try {
          const answer = await call(sent);
          const refusal = checkRefusal(answer.status, answer.body);
          if (refusal.problem) result.findings.push({ location: "session", pointer: "", ...refusal.problem });
          else result.findings.push(...check(op, answer, "without a session: "));
        } catch (error) {
          result.findings.push(noAnswer(error, "without a session: "));
        }
      }
    }

    if (request.missingCredentials.length > 0) result.notes.push(`sent without ${request.missingCredentials.join(", ")} (no credential given)`);
    const sent = isEncrypted(op) ? await encrypt(op, request) : request;
    if ("location" in sent) {
      result.findings.push(sent);
      return done();
    }
    let answer: Answer;
    try {
      answer = await call(sent);
    } catch (error) {
      result.findings.push(noAnswer(error));
      return done();
    }
    result.status = answer.status;
    result.durationMs = answer.durationMs;
    const refusal = callIsAnonymous ? checkRefusal(answer.status, answer.body) : {};
    if (refusal.problem) result.findings.push({ location: "session", pointer: "", ...refusal.problem });
    result.findings.push(...check(op, answer));
    if (isEncrypted(op) && !callIsAnonymous) encryptedOutcome(answer, result);
    else if (isWrite(op) && !callIsAnonymous) refusedWrite(answer, result);
    if (answer.durationMs > slowMs) {
      const text = `slow: answered in ${answer.durationMs} ms, over the ${slowMs} ms budget (--slow)`;
      if (slowFails) result.findings.push({ location: "latency", pointer: "", message: text, expected: `at most ${slowMs} ms`, received: `${answer.durationMs} ms` });
      else result.warnings.push(text);
    }
    const prism = prismViolations(answer.sl);
    result.findings.push(...prism.responseHeaders);
    // Prism's 401 note repeats the missing credential already noted above.
    result.notes.push(...prism.request.filter((v) => !(v.code === 401 && request.missingCredentials.length > 0)).map((v) => v.text));
    return done();
  }

  const operations = selectOperations(doc, options.only, options.skip);
  const last = operations.filter(endsSession);
  const results = new Map<ContractOperation, OperationResult>();
  const during = operations.filter((op) => !endsSession(op));
  const run = async (op: ContractOperation) => {
    results.set(op, await runOne(op));
  };
  // Reads run side by side; writes one at a time in the contract's order, beside them: two writes may draw
  // on the same balance (a points redemption and a conversion), and side by side which one the server
  // refused changed from run to run (the sandbox-conformance test failed one run in a few).
  await Promise.all([
    pool(during.filter((op) => !isWrite(op)), Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY), run),
    pool(during.filter(isWrite), 1, run),
  ]);
  // Calls that end the session go last, one at a time, so the token holds for every other call.
  for (const op of last) results.set(op, await runOne(op));
  return operations.map((op) => results.get(op) as OperationResult);
}

/** What an encrypted call's answer says beyond the contract: an undecryptable body fails, a refusal is noted. */
function encryptedOutcome(answer: Answer, result: OperationResult): void {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return;
  }
  if (saysDoesNotDecrypt(body)) {
    result.findings.push({
      location: "encryption",
      pointer: "",
      message: "the server says the body does not decrypt, though it was encrypted with the key it gave",
      expected: "the body decrypted and answered",
      received: `${answer.status} ${shortText(answer.body)}`,
    });
  } else if ((body as { success?: unknown } | null)?.success === false) {
    const { errorCode } = body as { errorCode?: unknown };
    result.notes.push(`decrypted, but answered success: false${typeof errorCode === "string" ? ` (${errorCode})` : ""}: its success body was not seen`);
  }
}

/** A money call's own Idempotency-Key (a UUID v4) in place of the example's: each call is a new intent. */
function freshIntent(request: ExampleRequest): ExampleRequest {
  if (!Object.keys(request.headers).some((name) => name.toLowerCase() === "idempotency-key")) return request;
  return { ...request, headers: withHeaders(request.headers, { "Idempotency-Key": randomUUID() }) };
}

/** A plain write the server refused (`success: false`) passes with a note, as an encrypted one does: its success body was not seen. */
function refusedWrite(answer: Answer, result: OperationResult): void {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return;
  }
  if ((body as { success?: unknown } | null)?.success !== false) return;
  const { errorCode } = body as { errorCode?: unknown };
  result.notes.push(`answered success: false${typeof errorCode === "string" ? ` (${errorCode})` : ""}: its success body was not seen`);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A call that got no answer within the time limit. */
class NoAnswerError extends Error {
  constructor(readonly limitMs: number) {
    super(`no answer within ${limitMs} ms`);
    this.name = "NoAnswerError";
  }
}

interface PrismViolation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

/**
 * Prism's own findings, sent in the `sl-violations` header when the calls go
 * through its proxy. Body findings are ours already; response-header findings
 * are added; request findings are notes (they describe our call, not the server).
 */
export function prismViolations(header: string | null): { responseHeaders: Finding[]; request: { code: string | number | undefined; text: string }[] } {
  const found = { responseHeaders: [] as Finding[], request: [] as { code: string | number | undefined; text: string }[] };
  if (!header) return found;
  let list: PrismViolation[];
  try {
    list = JSON.parse(header) as PrismViolation[];
  } catch {
    return found;
  }
  for (const violation of Array.isArray(list) ? list : []) {
    const [side, part, ...rest] = violation.location ?? [];
    if (side === "request") found.request.push({ code: violation.code, text: `Prism: request${part ? ` ${part}` : ""}: ${violation.message ?? "invalid"}` });
    else if (side === "response" && part === "headers" && violation.severity === "Error") {
      found.responseHeaders.push({ location: "headers", pointer: rest.join("/"), message: violation.message ?? "invalid header" });
    }
  }
  return found;
}

export function describeFetchError(error: unknown): string {
  if (error instanceof NoAnswerError) return error.message;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ""}`;
  if ((error as Error).name === "TimeoutError") return "timed out";
  return (error as Error).message;
}

export function conformanceFailed(results: OperationResult[]): boolean {
  return results.some((r) => r.outcome === "fail");
}
