import { useState, type ComponentPropsWithRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EyeIcon, EyeOffIcon } from "../../../ui/icons.tsx";

/** A password input with its show/hide toggle (spec §2, §4). */
export function PasswordInput(props: Omit<ComponentPropsWithRef<"input">, "type">) {
  const { LL } = useI18nContext();
  const [shown, setShown] = useState(false);
  return (
    <>
      <input {...props} type={shown ? "text" : "password"} className="field__input" autoCapitalize="none" spellCheck={false} />
      <button
        type="button"
        className="field__action"
        aria-label={shown ? LL.account.password.hide() : LL.account.password.show()}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </>
  );
}
