import { keyMessage, type Message } from "./messages.ts";

/**
 * How an actor reports a failure: it rejects with an Error (or any object)
 * carrying the server's `message`, and, when the server sent them, its
 * `errorCode` and `captcha: true` (the server wants a captcha next time, spec §4).
 * A network failure, a 5xx and a malformed response all arrive this way.
 */
export interface ServiceFailure {
  readonly message: Message;
  readonly errorCode?: string;
  readonly captchaRequested: boolean;
}

function field(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

export function readServiceError(error: unknown): ServiceFailure {
  const text = typeof error === "string" ? error : field(error, "message");
  const errorCode = field(error, "errorCode");
  return {
    message: typeof text === "string" && text.trim() !== "" ? { text } : keyMessage("unknown_error"),
    ...(typeof errorCode === "string" ? { errorCode } : {}),
    captchaRequested: field(error, "captcha") === true,
  };
}
