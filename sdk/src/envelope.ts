// Reading the response envelope `{ success, value, message?, errorCode? }`
// (reference §1.2) and turning a failure into a PlatformError.
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
}

/** The failure a response stands for, or undefined when it is a success envelope. */
export function failureOf({ status, body, operationId, spanId }: ResponseFacts): PlatformError | undefined {
  const ok = status >= 200 && status < 300;
  if (!isEnvelope(body)) {
    return new PlatformError({ kind: status === 401 ? "unauthorized" : "malformed", status, body, operationId, spanId });
  }
  if (ok && body.success) return undefined;
  const errorCode = typeof body.errorCode === "string" && body.errorCode !== "" ? body.errorCode : undefined;
  const unauthorized = status === 401 || (errorCode !== undefined && UNAUTHORIZED_CODES.has(errorCode));
  return new PlatformError({
    kind: unauthorized ? "unauthorized" : "api",
    status,
    errorCode,
    serverMessage: typeof body.message === "string" && body.message !== "" ? body.message : undefined,
    body,
    operationId,
    spanId: spanId ?? (typeof body.spanId === "string" ? body.spanId : undefined),
    captchaRequired: body.captcha === true,
  });
}
