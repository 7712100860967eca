// The one translation from a failed call to what the member reads: used by
// React Query views (ui/data-state), machine-driven views (through
// messageText) and mutations alike. It runs at render time, so the text
// follows a language change.
import { readFailure, type Failure } from "@platform/machines";
import type { TranslationFunctions } from "../i18n/generated/i18n-types.ts";
import { LOCKED_CODE, NOT_RECEIVED_CODE } from "./money-call/codes.ts";

/** Error codes the client knows (reference §1.3) mapped to the spec §8 texts. */
const byCode: Record<string, (LL: TranslationFunctions) => string> = {
  "login.not.session": (LL) => LL.errors.reloginRequired(),
  "user.or.token.invalid": (LL) => LL.errors.reloginRequired(),
  CUSTOMER_NOT_LOGIN: (LL) => LL.errors.notLoggedIn(),
  token_ip_different: (LL) => LL.errors.reloginRequired(),
  "not.exists.user": (LL) => LL.errors.userNotExists(),
  "function.not.available": (LL) => LL.errors.featureUnavailable(),
  // Spec §6: what a trial account may not do, in the member's language (the app's one wording of it).
  free_reject: (LL) => LL.roles.freeReject(),
  domain_not_available: (LL) => LL.errors.ipBlocked(),
  // Firebase phone auth's refusals of the code (the code is checked by Firebase first).
  "auth/invalid-verification-code": (LL) => LL.errors.verificationCodeError(),
  "auth/code-expired": (LL) => LL.errors.verificationCodeError(),
  "auth/missing-verification-code": (LL) => LL.errors.verificationCodeError(),
  "auth/invalid-verification-id": (LL) => LL.errors.verificationCodeError(),
  // An unconfirmed money intent the records do not show, and a tap while one is still checked.
  [NOT_RECEIVED_CODE]: (LL) => LL.money.notReceived(),
  [LOCKED_CODE]: (LL) => LL.money.stillChecking(),
};

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * What to tell the member about a failure (a PlatformError, a machine's
 * Failure, or anything thrown): a known code's text; for a refusal the
 * server's own translated message, except on a 5xx, whose text is the
 * server's plumbing ('Internal Server Error'); else a text for the kind.
 */
export function failureText(LL: TranslationFunctions, error: Failure | unknown): string {
  const failure = readFailure(error);
  const known = failure.errorCode ? byCode[failure.errorCode] : undefined;
  if (known) return known(LL);
  switch (failure.kind) {
    case "network":
    case "timeout":
      // Offline, the call did not go (or could not come back): say so, not "slow", under the offline banner.
      return isOffline() ? LL.errors.offline() : LL.errors.networkSlow();
    case "unauthorized":
      return LL.errors.reloginRequired();
    case "malformed":
      return LL.errors.systemError();
    case "api":
      if (failure.status !== undefined && failure.status >= 500) return LL.errors.systemBusy();
      return failure.serverMessage ?? LL.errors.unknown();
    case "unknown":
      return LL.errors.unknown();
  }
}
