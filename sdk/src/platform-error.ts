// The one error type of the SDK. The transport only reports: the app decides
// what to show and whether to clear its session (STYLE.md lesson 3).
import type { ErrorCode } from "./error-codes.ts";

export type PlatformErrorKind = "api" | "unauthorized" | "network" | "timeout" | "malformed";

export interface PlatformErrorInit {
  kind: PlatformErrorKind;
  status?: number;
  errorCode?: string;
  serverMessage?: string;
  body?: unknown;
  operationId?: string;
  spanId?: string;
  captchaRequired?: boolean;
  cause?: unknown;
}

export class PlatformError extends Error {
  override readonly name = "PlatformError";
  /** api: the envelope said no; unauthorized: HTTP 401 or a session code; network; timeout; malformed: not the envelope. */
  readonly kind: PlatformErrorKind;
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** The envelope's `errorCode`, e.g. `login.cred.err`: one of the known codes (error-codes.ts) or another string. */
  readonly errorCode?: ErrorCode;
  /** The envelope's `message`, already translated by the server. */
  readonly serverMessage?: string;
  /** The parsed response body (or its text when it was not JSON). */
  readonly body?: unknown;
  readonly operationId?: string;
  /** Trace id from the `x-app-trace-id` response header. */
  readonly spanId?: string;
  /** A failed login asked for a captcha on the next try (`captcha: true` beside the envelope; spec §4). */
  readonly captchaRequired: boolean;

  constructor(init: PlatformErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.operationId = init.operationId;
    this.spanId = init.spanId;
    this.captchaRequired = init.captchaRequired ?? false;
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}

function describe(init: PlatformErrorInit): string {
  const where = init.operationId ? `${init.operationId}: ` : "";
  const status = init.status === undefined ? "" : ` (HTTP ${init.status})`;
  const detail = init.serverMessage ?? init.errorCode ?? defaultText[init.kind];
  return `${where}${detail}${status}`;
}

const defaultText: Record<PlatformErrorKind, string> = {
  api: "the server refused the request",
  unauthorized: "no valid session",
  network: "network failure",
  timeout: "the request timed out",
  malformed: "the response is not the platform envelope",
};
