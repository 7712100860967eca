// The stateful phase of the conformance kit: named sequences of
// the contract's operations that a server passing every call one at a time
// can still fail — a token that works after logout, a registered member who
// cannot log in, a withdrawal debited twice for one Idempotency-Key, a write
// that never shows in the read after it, a negative amount paid. Each check
// is a function of a Sequence (conformance-stateful-checks.ts): calls by
// operationId, built from the contract's examples, encrypted with the SDK's
// own helper as the real client does, each answer checked against the
// contract. A failure names the check, the calls made and what came back.
import { randomUUID } from "node:crypto";
import { createPlaintextFinder, encryptedBody, isEncrypted, KEY_OPERATION, withHeaders } from "./conformance-encrypted.ts";
import { describeViolation, shortText } from "./conformance-values.ts";
import type { Finding } from "./conformance.ts";
import { exampleRequest } from "./example-requests.ts";
import { listOperations, type ContractOperation, type OpenApiDocument } from "./openapi-document.ts";
import { createResponseValidator } from "./response-validator.ts";

/** A member the kit logs in with: created by registration, `--member USER:PASS`, or the sandbox's own. */
export interface MemberLogin {
  userName: string;
  password: string;
  /** The member's withdrawal password, when the money checks are to use one already set. */
  paymentPassword?: string;
}

export interface StatefulResult {
  /** The check's name, e.g. `session-lifecycle`. */
  name: string;
  /** What the check proves, one line. */
  title: string;
  outcome: "pass" | "fail" | "skipped";
  durationMs: number;
  /** Each call made, `METHOD /path → status code`. */
  calls: string[];
  findings: Finding[];
  notes: string[];
}

export interface StatefulOptions {
  doc: OpenApiDocument;
  baseUrl: string;
  merchant: string;
  /**
   * A member with money, a withdrawal password and a card of their own, for
   * the checks that move money (a fresh one per call where the caller can
   * make one: the sandbox's; else `--member`). Undefined: those checks are
   * skipped, saying what they need.
   */
  fundedMember?: () => Promise<MemberLogin | undefined>;
  /** A member to use when the contract's registration is refused (`--member`). */
  member?: MemberLogin;
  /** Only these checks (names). */
  only?: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Parsed answer of one call. */
export interface Reply {
  status: number;
  text: string;
  contentType: string | null;
  body: { success?: unknown; errorCode?: unknown; message?: unknown; value?: unknown } | undefined;
}

interface CallOptions {
  token?: string;
  /** The JSON body (encrypted first when the operation is `x-encrypted`). */
  body?: unknown;
  /** The body as raw text, sent as it is (for values JSON.stringify cannot write, `1e309`). */
  rawBody?: string;
  /** Query parameters over the example's; null leaves the example's out. */
  query?: Record<string, string | number | null>;
  /** The Idempotency-Key of this intent; a fresh UUID v4 when the operation takes one and none is given. */
  idempotencyKey?: string;
}

/** A check that cannot go on: it failed, with what was expected and what came. */
class CheckFailure extends Error {
  constructor(message: string, readonly expected?: string, readonly received?: string) {
    super(message);
  }
}

/** A check that cannot be made on this server, saying what it needs. */
export class CheckSkipped extends Error {}

/** Whether an answer is a success: a 2xx whose envelope does not say `success: false`. */
export const succeeded = (reply: Reply): boolean => reply.status >= 200 && reply.status < 300 && reply.body?.success !== false;

/** `200 insufficient.balance`, `401 login.not.session`, `200 ok`. */
export function answerOf(reply: Reply): string {
  const code = typeof reply.body?.errorCode === "string" ? reply.body.errorCode : succeeded(reply) ? "ok" : reply.body === undefined ? "not JSON" : "refused";
  return `${reply.status} ${code}`;
}

/** The calls of one check, in order, with their answers; each answer checked against the contract. */
export class Sequence {
  readonly calls: string[] = [];
  readonly findings: Finding[] = [];
  readonly notes: string[] = [];
  private modulus: string | undefined;

  constructor(
    readonly name: string,
    private readonly kit: Kit,
  ) {}

  /** The operation's method and path, for messages. */
  describe(operationId: string): string {
    const op = this.kit.operation(operationId);
    return `${op.method.toUpperCase()} ${op.path}`;
  }

  async call(operationId: string, options: CallOptions = {}): Promise<Reply> {
    const op = this.kit.operation(operationId);
    const request = exampleRequest(this.kit.doc, op, { Merchant: this.kit.merchant, Token: options.token });
    let headers = request.headers;
    // Of the alternatives [Merchant] and [Merchant, Token], the example takes the first: a member's call sends the token.
    const tokenScheme = this.kit.doc.components?.securitySchemes?.Token as { in?: string; name?: string } | undefined;
    if (options.token && tokenScheme?.in === "header" && tokenScheme.name && op.security.some((alternative) => "Token" in alternative)) {
      headers = withHeaders(headers, { [tokenScheme.name]: options.token });
    }
    let body = request.body;
    let url = request.url;
    if (options.query) {
      const parsed = new URL(url, "http://kit.invalid");
      for (const [name, value] of Object.entries(options.query)) {
        if (value === null) parsed.searchParams.delete(name);
        else parsed.searchParams.set(name, String(value));
      }
      url = `${parsed.pathname}${parsed.search}`;
    }
    if (Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key")) headers = withHeaders(headers, { "Idempotency-Key": options.idempotencyKey ?? randomUUID() });
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers = withHeaders(headers, { "Content-Type": "application/json" });
    } else if (options.body !== undefined) {
      if (isEncrypted(op)) {
        const encrypted = encryptedBody(await this.rsaKey(), options.body);
        headers = withHeaders(headers, encrypted.headers);
        body = encrypted.body;
      } else {
        body = JSON.stringify(options.body);
        headers = withHeaders(headers, { "Content-Type": "application/json" });
      }
    }
    const reply = await this.send(`${op.method.toUpperCase()} ${op.path}`, url, op.method.toUpperCase(), headers, body);
    const answer = { status: reply.status, contentType: reply.contentType, body: reply.text };
    for (const violation of this.kit.validator.validate(op.operationId, answer)) {
      this.findings.push({ ...violation, message: `${this.name}: ${op.operationId} answered against the contract: ${violation.message}`, ...describeViolation(violation, answer) });
    }
    return reply;
  }

  /** The plaintext the contract's example gives for an encrypted operation (to build a payload from). */
  examplePlaintext(operationId: string): Record<string, unknown> {
    const found = this.kit.plaintextFor(this.kit.operation(operationId));
    return found.ok && typeof found.plaintext === "object" && found.plaintext !== null ? { ...(found.plaintext as Record<string, unknown>) } : {};
  }

  /** The contract's example body of a plain operation. */
  exampleBody(operationId: string): Record<string, unknown> {
    const request = exampleRequest(this.kit.doc, this.kit.operation(operationId), {});
    try {
      return request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  fail(message: string, expected?: string, received?: string): never {
    throw new CheckFailure(message, expected, received);
  }

  private async rsaKey(): Promise<string> {
    if (this.modulus !== undefined) return this.modulus;
    const reply = await this.call(KEY_OPERATION);
    if (reply.status !== 200) this.fail(`no RSA key from ${KEY_OPERATION} to encrypt with`, "200 with the modulus", `${reply.status} ${shortText(reply.text)}`);
    this.modulus = reply.text.trim().replace(/^"|"$/g, "");
    return this.modulus;
  }

  private async send(label: string, url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<Reply> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.kit.timeoutMs);
    try {
      const response = await this.kit.fetch(`${this.kit.base}${url}`, { method, headers, body, redirect: "manual", signal: controller.signal });
      const text = await response.text();
      let parsed: Reply["body"];
      try {
        const json = JSON.parse(text) as unknown;
        parsed = typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Reply["body"]) : undefined;
      } catch {
        parsed = undefined;
      }
      const reply = { status: response.status, text, contentType: response.headers.get("content-type"), body: parsed };
      this.calls.push(`${label} → ${answerOf(reply)}`);
      return reply;
    } catch (error) {
      const why = controller.signal.aborted ? `no answer within ${this.kit.timeoutMs} ms` : `no answer: ${(error as Error).message}`;
      this.calls.push(`${label} → ${why}`);
      return this.fail(`${label} got ${why}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** What every sequence of a run shares. */
export interface Kit {
  doc: OpenApiDocument;
  base: string;
  merchant: string;
  timeoutMs: number;
  fetch: typeof fetch;
  validator: ReturnType<typeof createResponseValidator>;
  plaintextFor: ReturnType<typeof createPlaintextFinder>;
  operation(operationId: string): ContractOperation;
  fundedMember?: () => Promise<MemberLogin | undefined>;
  member?: MemberLogin;
}

export interface StatefulCheck {
  name: string;
  title: string;
  run(sequence: Sequence, kit: Kit): Promise<void>;
}

function createKit(options: StatefulOptions): Kit {
  const operations = new Map(listOperations(options.doc).map((op) => [op.operationId, op]));
  return {
    doc: options.doc,
    base: options.baseUrl.replace(/\/+$/, ""),
    merchant: options.merchant,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? fetch,
    validator: createResponseValidator(options.doc),
    plaintextFor: createPlaintextFinder(options.doc),
    operation(operationId) {
      const op = operations.get(operationId);
      if (!op) throw new CheckSkipped(`the contract has no operation ${operationId}`);
      return op;
    },
    fundedMember: options.fundedMember,
    member: options.member,
  };
}

/** Runs the checks one after another (each on its own member): a failure in one does not stop the next. */
export async function runChecks(checks: readonly StatefulCheck[], options: StatefulOptions, now: () => number = () => performance.now()): Promise<StatefulResult[]> {
  const kit = createKit(options);
  const results: StatefulResult[] = [];
  for (const check of checks.filter((c) => !options.only || options.only.length === 0 || options.only.includes(c.name))) {
    const sequence = new Sequence(check.name, kit);
    const started = now();
    const result: StatefulResult = { name: check.name, title: check.title, outcome: "pass", durationMs: 0, calls: sequence.calls, findings: sequence.findings, notes: sequence.notes };
    try {
      await check.run(sequence, kit);
    } catch (error) {
      if (error instanceof CheckSkipped) {
        result.outcome = "skipped";
        sequence.notes.push(error.message);
      } else {
        const failure = error instanceof CheckFailure ? error : new CheckFailure(`could not run: ${(error as Error).message}`);
        sequence.findings.unshift({
          location: "sequence",
          pointer: "",
          message: `${check.name}: ${failure.message}; calls: ${sequence.calls.join(", ") || "none"}`,
          expected: failure.expected,
          received: failure.received,
        });
      }
    }
    result.durationMs = Math.round(now() - started);
    if (result.outcome !== "skipped" && result.findings.length > 0) result.outcome = "fail";
    results.push(result);
  }
  return results;
}
