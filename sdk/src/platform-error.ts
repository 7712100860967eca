// The one error type of the SDK. The transport only reports: the app decides
// what to show and whether to clear its session (STYLE.md lesson 3).
import type { ContractViolation } from "./client-options.ts";
import type { ErrorCodeOf } from "./error-codes.ts";
import type { OperationId } from "./generated/operations.ts";

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
  /** Where the answer breaks the contract (a JSON pointer into the body), for a `malformed` answer the `validate` option caught. */
  pointer?: string;
  /** Every place the answer breaks the contract. */
  violations?: readonly ContractViolation[];
  /** The message's text instead of the server's or the kind's, e.g. where the answer breaks the contract. */
  detail?: string;
  cause?: unknown;
}

/**
 * `Op` is the operation that failed, when known: `isPlatformError(error, "changePassword")`
 * narrows `errorCode` to the codes the contract lists for it.
 */
export class PlatformError<Op extends OperationId = OperationId> extends Error {
  override readonly name = "PlatformError";
  /** api: the envelope said no; unauthorized: HTTP 401 or a session code; network; timeout; malformed: not the envelope. */
  declare readonly kind: PlatformErrorKind;
  /** HTTP status, when a response arrived. */
  declare readonly status?: number;
  /** The envelope's `errorCode`, e.g. `login.cred.err`: one of the codes the contract lists for the operation (`ErrorCodeOf<Op>`). */
  declare readonly errorCode?: ErrorCodeOf<Op>;
  /** The envelope's `message`, already translated by the server. */
  declare readonly serverMessage?: string;
  /** The parsed response body (or its text when it was not JSON). */
  declare readonly body?: unknown;
  declare readonly operationId?: Op;
  /** Trace id from the `x-app-trace-id` response header. */
  declare readonly spanId?: string;
  /** A failed login asked for a captcha on the next try (`captcha: true` beside the envelope; spec §4). */
  declare readonly captchaRequired: boolean;
  /** For a `malformed` answer the `validate` option caught: the JSON pointer into the body where it breaks the contract ("" for the whole body). */
  declare readonly pointer?: string;
  /** For a `malformed` answer the `validate` option caught: every violation, each with its pointer, what was expected and what came. */
  declare readonly violations?: readonly ContractViolation[];

  constructor(init: PlatformErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.errorCode = init.errorCode as ErrorCodeOf<Op> | undefined;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.operationId = init.operationId as Op | undefined;
    this.spanId = init.spanId;
    this.captchaRequired = init.captchaRequired ?? false;
    this.pointer = init.pointer;
    this.violations = init.violations;
  }
}

/**
 * Tells a PlatformError; with an operationId, only one of that operation's failures,
 * whose `errorCode` is then typed by the codes the contract lists for it.
 */
export function isPlatformError(value: unknown): value is PlatformError;
export function isPlatformError<Op extends OperationId>(value: unknown, operationId: Op): value is PlatformError<Op>;
export function isPlatformError(value: unknown, operationId?: OperationId): value is PlatformError {
  return value instanceof PlatformError && (operationId === undefined || value.operationId === operationId);
}

function describe(init: PlatformErrorInit): string {
  const where = init.operationId ? `${init.operationId}: ` : "";
  const status = init.status === undefined ? "" : ` (HTTP ${init.status})`;
  const detail = init.detail ?? init.serverMessage ?? init.errorCode ?? defaultText[init.kind];
  return `${where}${detail}${status}`;
}

const defaultText: Record<PlatformErrorKind, string> = {
  api: "the server refused the request",
  unauthorized: "no valid session",
  network: "network failure",
  timeout: "the request timed out",
  malformed: "the response is not the platform envelope",
};
