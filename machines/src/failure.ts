// How a failed call reaches a machine and, through its context, a view: the
// SDK's PlatformError read as plain data, with the same field names all the
// way (no renaming on the way). Machines never translate: the app turns a
// Failure into text when it renders (web/src/lib/failure-text.ts), in the
// language of that moment.

/** PlatformError's kinds (sdk/src/platform-error.ts), plus `unknown` for anything else that was thrown. */
export type FailureKind = "api" | "unauthorized" | "network" | "timeout" | "malformed" | "unknown";

export interface Failure {
  readonly kind: FailureKind;
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** The envelope's `errorCode` (e.g. `modify.new.old.same`). */
  readonly errorCode?: string;
  /** The envelope's `message`, as the server wrote it. */
  readonly serverMessage?: string;
  /** A failed login or registration asked for a captcha next time (spec §4). */
  readonly captchaRequired: boolean;
}

const KINDS: readonly FailureKind[] = ["api", "unauthorized", "network", "timeout", "malformed"];

function field(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Reads what an actor rejected with: a PlatformError (or its plain copy) keeps its fields; anything else is `unknown`. */
export function readFailure(error: unknown): Failure {
  const kind = field(error, "kind");
  const status = field(error, "status");
  const errorCode = text(field(error, "errorCode"));
  const serverMessage = text(field(error, "serverMessage"));
  return {
    kind: KINDS.find((known) => known === kind) ?? "unknown",
    ...(typeof status === "number" ? { status } : {}),
    ...(errorCode === undefined ? {} : { errorCode }),
    ...(serverMessage === undefined ? {} : { serverMessage }),
    captchaRequired: field(error, "captchaRequired") === true,
  };
}
