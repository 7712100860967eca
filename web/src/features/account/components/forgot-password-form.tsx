import {
  phoneSubmitDisabled,
  validateForgotPassword,
  type ForgotPasswordField,
  type ForgotPasswordInput,
  type RecoveryMethod,
} from "@platform/machines";
import type { Message } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { Fragment, useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { HOME_PATH } from "../../../lib/paths.ts";
import { TOAST_EMAIL_SENT } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { messageText } from "../forms/message-text.ts";
import { useMachineForm } from "../forms/use-machine-form.ts";
import { useForgotPasswordActor } from "../machines/use-forgot-password-actor.ts";
import { MobileNumberInput, SmsCodeInput } from "./code-inputs.tsx";
import { DialingCodeSelect } from "./dialing-code-select.tsx";
import { FormAlert } from "./form-alert.tsx";
import { FormField } from "./form-field.tsx";
import { MethodSwitch } from "./method-switch.tsx";
import { PasswordInput } from "./password-input.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";
import { useFieldError } from "./use-field-error.ts";

const FIELDS: readonly ForgotPasswordField[] = ["username", "email", "mobileNum", "verificationCode", "newPassword"];

/** Recovery by email or by phone, bound to forgotPasswordMachine. */
export function ForgotPasswordForm({ phoneRecovery, emailRecovery }: { phoneRecovery: boolean; emailRecovery: boolean }) {
  const { LL } = useI18nContext();
  const [input] = useState<ForgotPasswordInput>(() => ({ merchantCode, phoneRecovery, emailRecovery, defaultCountryDialingCode: "" }));
  const actor = useForgotPasswordActor(input);
  const method = useSelector(actor, (state) => state.context.method);
  const canSwitchMethod = useSelector(actor, (state) => state.context.canSwitchMethod);
  const values = useSelector(actor, (state) => state.context.values);
  const machineErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const error = useSelector(actor, (state) => state.context.error);
  const notice = useSelector(actor, (state) => state.context.notice);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const sent = useSelector(actor, (state) => state.hasTag("sent"));
  const phoneDisabled = useSelector(actor, (state) => phoneSubmitDisabled(state.context));
  const sms = useSelector(actor, (state) => state.context.sms);

  const text = (message: Message) => messageText(LL, message);
  const { form, field, errorOf } = useMachineForm({
    fields: FIELDS,
    values,
    validate: (typed) => {
      const context = actor.getSnapshot().context;
      return validateForgotPassword({ method: context.method, values: { ...context.values, ...typed } });
    },
    onChange: (name, value) => actor.send({ type: "field.change", field: name, value }),
    text,
  });
  const fieldError = useFieldError(errorOf, machineErrors, text);
  const setDialingCode = useCallback(
    (value: string) => actor.send({ type: "field.change", field: "countryDialingCode", value }),
    [actor],
  );

  useEffect(() => {
    // spec §4: 'has been sent' shows 1 s, then the screen goes back.
    if (notice !== undefined) toast.success(messageText(LL, notice), TOAST_EMAIL_SENT);
  }, [notice, LL]);

  const submit = form.handleSubmit(() => actor.send({ type: "submit" }));
  const switchTo = (next: RecoveryMethod) => {
    form.clearErrors();
    actor.send({ type: "method.switch", method: next });
  };

  return (
    <form className="account-card" noValidate onSubmit={submit}>
      {canSwitchMethod ? (
        <MethodSwitch
          label={LL.account.forget.methods()}
          value={method}
          options={[
            { value: "phone", label: LL.account.forget.byPhone() },
            { value: "email", label: LL.account.forget.byEmail() },
          ]}
          onChange={switchTo}
        />
      ) : null}

      {method === "email" ? (
        <Fragment key="email">
          <p className="account__note">{LL.account.forget.emailIntro()}</p>
          <FormField label={LL.account.fields.username()} required error={fieldError("username")}>
            {({ inputId, describedBy }) => (
              <input
                id={inputId}
                {...describedBy}
                className="field__input"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={LL.account.placeholders.username()}
                {...field("username")}
              />
            )}
          </FormField>
          <FormField label={LL.account.fields.email()} required error={fieldError("email")}>
            {({ inputId, describedBy }) => (
              <input
                id={inputId}
                {...describedBy}
                className="field__input"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={LL.account.placeholders.email()}
                {...field("email")}
              />
            )}
          </FormField>
          <FormAlert text={error === undefined ? undefined : messageText(LL, error)} />
          <button type="submit" className="button button--primary button--block" disabled={busy || sent}>
            {busy ? <Spinner size="small" /> : null}
            {LL.account.forget.retrieve()}
          </button>
        </Fragment>
      ) : (
        <Fragment key="phone">
          <p className="account__note">{LL.account.forget.phoneIntro()}</p>
          <FormField
            label={LL.account.fields.mobileNum()}
            required
            error={fieldError("mobileNum")}
            leading={<DialingCodeSelect value={values.countryDialingCode} onChange={setDialingCode} />}
          >
            {({ inputId, describedBy }) => <MobileNumberInput id={inputId} {...describedBy} {...field("mobileNum")} />}
          </FormField>
          <FormField
            label={LL.account.fields.verificationCode()}
            required
            error={fieldError("verificationCode")}
            trailing={<SmsCodeButton sms={sms} onSend={() => actor.send({ type: "code.send" })} />}
          >
            {({ inputId, describedBy }) => <SmsCodeInput id={inputId} {...describedBy} {...field("verificationCode")} />}
          </FormField>
          <FormField label={LL.account.fields.newPassword()} required error={fieldError("newPassword")}>
            {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="new-password" placeholder={LL.account.placeholders.newPassword()} {...field("newPassword")} />}
          </FormField>
          <FormAlert text={error === undefined ? undefined : messageText(LL, error)} />
          <button type="submit" className="button button--primary button--block" disabled={busy || phoneDisabled}>
            {busy ? <Spinner size="small" /> : null}
            {LL.account.forget.resetByPhone()}
          </button>
        </Fragment>
      )}
      <Link href={HOME_PATH} className="account__home-link">
        {LL.common.backHome()}
      </Link>
    </form>
  );
}
