import { isPlatformError } from "@platform/sdk";
import type { TranslationFunctions } from "../i18n/i18n-types.ts";

/** Error codes the client knows (reference §1.3) mapped to the spec §8 texts. */
const byCode: Record<string, (LL: TranslationFunctions) => string> = {
  "login.not.session": (LL) => LL.errors.reloginRequired(),
  "user.or.token.invalid": (LL) => LL.errors.reloginRequired(),
  CUSTOMER_NOT_LOGIN: (LL) => LL.errors.notLoggedIn(),
  token_ip_different: (LL) => LL.errors.reloginRequired(),
  "not.exists.user": (LL) => LL.errors.userNotExists(),
  "function.not.available": (LL) => LL.errors.featureUnavailable(),
  domain_not_available: (LL) => LL.errors.ipBlocked(),
};

/** What to tell the member about a failed call: a known code's text, else the server's own message, else a kind-based text. */
export function errorText(LL: TranslationFunctions, error: unknown): string {
  if (!isPlatformError(error)) return LL.errors.unknown();
  const known = error.errorCode ? byCode[error.errorCode] : undefined;
  if (known) return known(LL);
  switch (error.kind) {
    case "network":
    case "timeout":
      return LL.errors.networkSlow();
    case "unauthorized":
      return LL.errors.reloginRequired();
    case "malformed":
      return LL.errors.systemError();
    case "api":
      return error.serverMessage || (error.status !== undefined && error.status >= 500 ? LL.errors.systemBusy() : LL.errors.unknown());
  }
}
