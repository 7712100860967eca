// Operations that need a session are called a second time without one and
// must refuse with the platform's not-logged-in answer (the contract's 401,
// `login.not.session`): a server that answers them anyway was counted PASS
// with only a note.
import type { ContractOperation } from "./openapi-document.ts";
import { shortText } from "./conformance-values.ts";

/** The security scheme of the session token. */
export const SESSION_SCHEME = "Token";

/** Every security alternative of the operation needs the session token. */
export function needsSession(op: ContractOperation): boolean {
  return op.security.length > 0 && op.security.every((alternative) => SESSION_SCHEME in alternative);
}

export interface RefusalCheck {
  /** Empty when the answer is the not-logged-in refusal. */
  problem?: { message: string; expected: string; received: string };
}

/** The answer to a call sent without a session: only a 401 is the refusal. */
export function checkRefusal(status: number, bodyText: string): RefusalCheck {
  if (status === 401) return {};
  const received = `${status} ${shortText(bodyText)}`;
  const expected = "401 (the not-logged-in answer, e.g. login.not.session)";
  let success: unknown;
  try {
    success = (JSON.parse(bodyText) as { success?: unknown } | null)?.success;
  } catch {
    success = undefined;
  }
  if (status >= 200 && status < 300 && success !== false) return { problem: { message: "answered without a session", expected, received } };
  return { problem: { message: "refused without a session, but not with the not-logged-in answer", expected, received } };
}
