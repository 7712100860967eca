// Test-only: what an SDK call rejects with (a PlatformError's fields as plain
// data), and the message a machine keeps for it.
import type { Failure } from "../failure.ts";
import type { Message } from "../messages.ts";

/** The server refused: its envelope's text, and any errorCode or captcha flag. */
export function apiFailure(serverMessage: string, extra: Partial<Omit<Failure, "kind" | "serverMessage">> = {}): Failure {
  return { kind: "api", serverMessage, captchaRequired: false, ...extra };
}

/** The message in context after `apiFailure(serverMessage, extra)`. */
export function failureShown(serverMessage: string, extra: Partial<Omit<Failure, "kind" | "serverMessage">> = {}): Message {
  return { failure: apiFailure(serverMessage, extra) };
}

/** What is kept of something that is not the SDK's failure (a missing actor, a bug). */
export const unknownFailure: Failure = { kind: "unknown", captchaRequired: false };

/** The message in context after such a failure. */
export const unknownFailureShown: Message = { failure: unknownFailure };
