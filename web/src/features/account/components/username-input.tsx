import type { ComponentPropsWithRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

/** The account name input every account form shares (login, registration, recovery by email, change password's read-only one). */
export function UsernameInput(props: ComponentPropsWithRef<"input">) {
  const { LL } = useI18nContext();
  return (
    <input
      className="field__input"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={LL.account.placeholders.username()}
      {...props}
    />
  );
}
