import { useState, type ComponentPropsWithRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EyeIcon, EyeOffIcon } from "../../../ui/icons.tsx";

/**
 * A password input with its show/hide toggle (spec §2, §4). A field
 * that holds a remembered password (`remembered`) is never shown in clear: its
 * eye asks `onReveal` to clear it (the form's machine empties the field), then
 * shows what the member types.
 */
export function PasswordInput({
  remembered = false,
  onReveal,
  ...props
}: Omit<ComponentPropsWithRef<"input">, "type"> & {
  /** The value is (what is left of) a remembered password: it stays hidden whatever the eye says. */
  remembered?: boolean;
  /** Asked to clear the remembered password before the field is shown. */
  onReveal?: () => void;
}) {
  const { LL } = useI18nContext();
  const [shown, setShown] = useState(false);
  const visible = shown && !remembered;
  const toggle = () => {
    if (remembered) {
      onReveal?.();
      setShown(true);
    } else setShown((value) => !value);
  };
  return (
    <>
      <input {...props} type={visible ? "text" : "password"} className="field__input" autoCapitalize="none" spellCheck={false} />
      <button type="button" className="field__action" aria-label={visible ? LL.account.password.hide() : LL.account.password.show()} aria-pressed={visible} onClick={toggle}>
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </>
  );
}
