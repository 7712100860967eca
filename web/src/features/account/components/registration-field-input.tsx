import { birthdayBounds, type RegistrationFormField } from "@platform/machines";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { FieldIds, FieldProps } from "../../../ui/form/index.ts";
import { MobileNumberInput, SmsCodeInput } from "./code-inputs.tsx";
import { PasswordInput } from "./password-input.tsx";
import { inputKind } from "../registration-fields.ts";

/** The input of one server-table field, typed for a phone keyboard. */
export function RegistrationFieldInput({
  field,
  ids,
  registration,
  required,
}: {
  field: RegistrationFormField;
  ids: FieldIds;
  registration: FieldProps<RegistrationFormField>;
  required: boolean;
}) {
  const { LL } = useI18nContext();
  const common = { id: ids.inputId, ...ids.describedBy, ...registration };
  const optional = required ? undefined : LL.account.placeholders.optional();
  switch (inputKind(field)) {
    case "password": {
      const placeholder =
        field === "password" ? LL.account.placeholders.newPassword() : field === "confirmPassword" ? LL.account.placeholders.confirmPassword() : optional;
      return <PasswordInput {...common} autoComplete={field === "paymentPassword" ? "off" : "new-password"} placeholder={placeholder} />;
    }
    case "mobile":
      return <MobileNumberInput {...common} />;
    case "smsCode":
      return <SmsCodeInput {...common} />;
    case "email":
      return <input {...common} className="field__input" type="email" inputMode="email" autoComplete="email" placeholder={optional ?? LL.account.placeholders.email()} />;
    case "date": {
      // spec §5: 1900 to the end of this year.
      const { min, max } = birthdayBounds(new Date());
      return <input {...common} className="field__input" type="date" min={min} max={max} />;
    }
    case "digits":
      return <input {...common} className="field__input" inputMode="numeric" autoComplete="off" placeholder={optional} />;
    case "text":
      return (
        <input
          {...common}
          className="field__input"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete={field === "username" ? "username" : field === "nickname" ? "nickname" : "off"}
          placeholder={field === "username" ? LL.account.placeholders.username() : optional}
        />
      );
  }
}
