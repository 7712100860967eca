import type { smsCountdownMachine } from "@platform/machines";
import { useCallback } from "react";
import type { ActorRefFrom } from "xstate";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormField, type FieldProps } from "../../../ui/form/index.ts";
import { MobileNumberInput, SmsCodeInput } from "./code-inputs.tsx";
import { DialingCodeSelect } from "./dialing-code-select.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";

type PhoneField = "mobileNum" | "verificationCode" | "countryDialingCode";

/** What the fields need of the form's actor: the field changes and 'Get code'. */
interface PhoneCodeActor {
  send: (event: { type: "field.change"; field: "countryDialingCode"; value: string } | { type: "code.send" }) => void;
}

/**
 * Login by SMS and recovery by phone: the mobile number with its dialing
 * code, and the SMS code with its 'Get code' button (the machine's SMS child).
 */
export function PhoneCodeFields({
  actor,
  form,
  sms,
  required = false,
}: {
  actor: PhoneCodeActor;
  form: { values: Readonly<Record<"countryDialingCode", string>>; field: (name: PhoneField) => FieldProps<string>; errorOf: (name: PhoneField) => string | undefined };
  sms: ActorRefFrom<typeof smsCountdownMachine>;
  required?: boolean;
}) {
  const { LL } = useI18nContext();
  const setDialingCode = useCallback((value: string) => actor.send({ type: "field.change", field: "countryDialingCode", value }), [actor]);
  return (
    <>
      <FormField
        label={LL.account.fields.mobileNum()}
        required={required}
        error={form.errorOf("mobileNum")}
        leading={<DialingCodeSelect value={form.values.countryDialingCode} onChange={setDialingCode} />}
      >
        {({ inputId, describedBy }) => <MobileNumberInput id={inputId} {...describedBy} {...form.field("mobileNum")} />}
      </FormField>
      <FormField
        label={LL.account.fields.verificationCode()}
        required={required}
        error={form.errorOf("verificationCode")}
        trailing={<SmsCodeButton sms={sms} onSend={() => actor.send({ type: "code.send" })} />}
      >
        {({ inputId, describedBy }) => <SmsCodeInput id={inputId} {...describedBy} {...form.field("verificationCode")} />}
      </FormField>
    </>
  );
}
