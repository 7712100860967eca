// The plaintext of an encrypted call, decrypted with the sandbox's key and
// checked against its payload schema; a body that does not decrypt or does
// not conform is refused like the platform refuses it.
import { decryptBody } from "../encrypted-body.ts";
import type { Refusal, SandboxContext, SandboxRequest } from "../handler-types.ts";

export type PayloadResult<T> = { ok: true; payload: T } | ({ ok: false } & Refusal);

export function encryptedPayload<T>(request: SandboxRequest, context: SandboxContext, schemaName: string): PayloadResult<T> {
  const decrypted = decryptBody(context.keys, request.headers.get("encryption"), request.bodyText);
  if (!decrypted.ok) {
    // Reference §1.3: the platform's answer to an encrypted call it cannot read.
    return { ok: false, status: 400, body: { success: false, errorCode: "request_body_required", message: `Request body is required: ${decrypted.reason}` } };
  }
  return checked<T>(decrypted.payload, context, schemaName);
}

/**
 * The text fields that may hold several lines (a member's feedback): tab and
 * newline (CR LF too) are allowed there. Every other text field of a payload is
 * one line.
 */
const MULTI_LINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  FeedbackSubmission: ["/content"],
};

/** U+0000–U+001F; tab, line feed and carriage return apart. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F]/;

/**
 * A text field holding a control character (U+0000–U+001F; tab
 * and newline only in a multi-line field) is refused like any field the
 * platform does not accept, at its pointer; the sandbox stored a nickname
 * with U+0000 in it.
 */
function controlCharacters(value: unknown, schemaName: string, pointer = ""): string[] {
  if (typeof value === "string") {
    const found = (MULTI_LINE_FIELDS[schemaName]?.includes(pointer) ? CONTROL : CONTROL_OR_LINE_BREAK).exec(value);
    return found ? [`${pointer || "/"} must not contain the control character U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacters(item, schemaName, `${pointer}/${i}`));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, item]) => controlCharacters(item, schemaName, `${pointer}/${key}`));
  return [];
}

/** A plain JSON body (or an already decrypted payload) checked against its schema, and for control characters. */
export function checked<T>(payload: unknown, context: SandboxContext, schemaName: string): PayloadResult<T> {
  const problems = [...context.checkPayload(schemaName, payload), ...controlCharacters(payload, schemaName)];
  if (problems.length > 0) return { ok: false, status: 400, body: { success: false, errorCode: "request_param_err", message: `Request parameter error: ${problems.join("; ")}` } };
  return { ok: true, payload: payload as T };
}
