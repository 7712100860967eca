// Reading the response envelope `{ success, value, message?, errorCode? }`
// (reference §1.2) and turning a failure into a PlatformError.
import type { ContractViolation } from "./client-options.ts";
import { PlatformError } from "./platform-error.ts";

export interface Envelope {
  success: boolean;
  value?: unknown;
  message?: string | null;
  errorCode?: string | null;
  spanId?: string;
  [key: string]: unknown;
}

/** Codes that mean the session is gone, whatever the HTTP status (reference §1.3). */
export const UNAUTHORIZED_CODES: ReadonlySet<string> = new Set(["login.not.session", "token_ip_different"]);

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === "object" && body !== null && !Array.isArray(body) && typeof (body as Envelope).success === "boolean";
}

export interface ResponseFacts {
  status: number;
  body: unknown;
  operationId?: string;
  spanId?: string;
  /** The operation answers with the envelope (default); a success of one that does not is judged by `violation` alone. */
  envelope?: boolean;
  /** Where the `validate` option found the answer breaking the contract. */
  violations?: readonly ContractViolation[];
}

/** The failure a response stands for, or undefined when it is a success. */
export function failureOf({ envelope = true, violations = [], ...facts }: ResponseFacts): PlatformError | undefined {
  const { status, body } = facts;
  const ok = status >= 200 && status < 300;
  if (!ok || envelope) {
    if (!isEnvelope(body)) return new PlatformError({ kind: status === 401 ? "unauthorized" : "malformed", ...facts });
    if (!ok || !body.success) {
      const errorCode = typeof body.errorCode === "string" && body.errorCode !== "" ? body.errorCode : undefined;
      const unauthorized = status === 401 || (errorCode !== undefined && UNAUTHORIZED_CODES.has(errorCode));
      return new PlatformError({
        kind: unauthorized ? "unauthorized" : "api",
        ...facts,
        errorCode,
        serverMessage: typeof body.message === "string" && body.message !== "" ? body.message : undefined,
        spanId: facts.spanId ?? (typeof body.spanId === "string" ? body.spanId : undefined),
        captchaRequired: body.captcha === true,
      });
    }
    // Every enveloped success of the contract carries `value` (the SDK's generator checks it): without it
    // the call would resolve `undefined` typed as the value.
    if (body.value === undefined && !violations.some((v) => v.pointer === "/value")) {
      violations = [{ pointer: "/value", expected: "present", received: "nothing", message: "is missing" }, ...violations];
    }
  }
  const [first, ...more] = violations;
  if (first) {
    const others = more.length ? ` (and ${more.length} more)` : "";
    return new PlatformError({ kind: "malformed", ...facts, violations, pointer: first.pointer, detail: `breaks the contract at ${first.pointer || "the body"}: ${first.message}${others}` });
  }
  return undefined;
}
