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

/** A plain JSON body (or an already decrypted payload) checked against its schema. */
export function checked<T>(payload: unknown, context: SandboxContext, schemaName: string): PayloadResult<T> {
  const problems = context.checkPayload(schemaName, payload);
  if (problems.length > 0) return { ok: false, status: 400, body: { success: false, errorCode: "request_param_err", message: `Request parameter error: ${problems.join("; ")}` } };
  return { ok: true, payload: payload as T };
}
