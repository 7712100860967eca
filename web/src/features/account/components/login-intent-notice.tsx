import { useState } from "react";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { historyState } from "../../../lib/app-location.ts";
import { loginIntentOf, loginIntentState, type LoginIntent } from "../../../lib/login-intent.ts";

/** The intent the login or register page was opened with (its history state, read once), or undefined. */
function useLoginIntent(): LoginIntent | undefined {
  const [intent] = useState(() => loginIntentOf(historyState()));
  return intent;
}

/** The state a link between login and register carries, so the intent survives the switch. */
export function useCarriedIntentState(): ReturnType<typeof loginIntentState> | undefined {
  const intent = useLoginIntent();
  return intent ? loginIntentState(intent) : undefined;
}

function reasonText(LL: TranslationFunctions, intent: LoginIntent): string {
  switch (intent.reason) {
    case "game":
      return intent.gameName ? LL.account.intent.game({ name: intent.gameName }) : LL.account.intent.gameUnnamed();
    case "promotion":
      return LL.account.intent.promotion();
    case "favourite":
      return LL.account.intent.favourite();
    case "page":
      return LL.account.intent.page();
  }
}

/** Why the visitor is asked to log in, and that they will be taken back. */
export function LoginIntentNotice() {
  const { LL } = useI18nContext();
  const intent = useLoginIntent();
  if (!intent) return null;
  return (
    <div className="account__notice account__notice--intent" role="status">
      <p className="account__notice-title">{reasonText(LL, intent)}</p>
      <p className="account__notice-detail">{intent.reason === "game" ? LL.account.intent.gameAfter() : LL.account.intent.returnAfter()}</p>
    </div>
  );
}
