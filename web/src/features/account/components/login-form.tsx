import { validateLogin, type LoginField, type LoginInput, type RememberedLogin } from "@platform/machines";
import type { Message } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { Fragment, useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FORGET_PATH, HOME_PATH, REGISTER_PATH } from "../../../lib/paths.ts";
import { authStore } from "../../../stores/auth.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { useStartTrial } from "../../trial/use-start-trial.ts";
import type { AccountFlags } from "../api/use-account-flags.ts";
import { messageText } from "../forms/message-text.ts";
import { useMachineForm } from "../forms/use-machine-form.ts";
import { useLoginActor } from "../machines/use-login-actor.ts";
import { socialServices } from "../social-providers.ts";
import { CaptchaImage } from "./captcha-image.tsx";
import { CaptchaInput, MobileNumberInput, SmsCodeInput } from "./code-inputs.tsx";
import { DialingCodeSelect } from "./dialing-code-select.tsx";
import { FormAlert } from "./form-alert.tsx";
import { FormField } from "./form-field.tsx";
import { MethodSwitch } from "./method-switch.tsx";
import { PasswordInput } from "./password-input.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";
import { SocialLogin } from "./social-login.tsx";
import { useFieldError } from "./use-field-error.ts";

const FIELDS: readonly LoginField[] = ["username", "password", "mobileNum", "verificationCode", "captcha"];

/** The login form bound to loginMachine: the view sends events and shows the machine's state. */
export function LoginForm({ flags, remembered }: { flags: AccountFlags; remembered: RememberedLogin | null }) {
  const { LL } = useI18nContext();
  const [input] = useState<LoginInput>(() => ({
    merchantCode,
    smsLoginEnabled: flags.smsLogin,
    defaultCountryDialingCode: "",
    remembered,
  }));
  const actor = useLoginActor(input);
  const method = useSelector(actor, (state) => state.context.method);
  const values = useSelector(actor, (state) => state.context.values);
  const remember = useSelector(actor, (state) => state.context.remember);
  const machineErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const error = useSelector(actor, (state) => state.context.error);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const captcha = useSelector(actor, (state) => state.context.captcha);
  const sms = useSelector(actor, (state) => state.context.sms);
  const captchaShown = useSelector(captcha, (state) => state.hasTag("visible"));
  const trial = useStartTrial();

  const text = (message: Message) => messageText(LL, message);
  const { form, field, errorOf } = useMachineForm({
    fields: FIELDS,
    values,
    validate: (typed) => {
      const context = actor.getSnapshot().context;
      return validateLogin({ ...context, values: { ...context.values, ...typed } });
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
    // spec §4: a login that asked for a captcha earlier in this session still needs it.
    if (authStore.captchaRequired) captcha.send({ type: "captcha.show" });
  }, [captcha]);

  return (
    <>
      <form className="account-card" noValidate onSubmit={form.handleSubmit(() => actor.send({ type: "submit" }))}>
        {flags.smsLogin ? (
          <MethodSwitch
            label={LL.account.login.methods()}
            value={method}
            options={[
              { value: "username", label: LL.account.login.byUsername() },
              { value: "sms", label: LL.account.login.bySms() },
            ]}
            onChange={(next) => {
              form.clearErrors();
              actor.send({ type: "method.switch", method: next });
            }}
          />
        ) : null}

        {/* Keyed by method: each method's inputs are their own elements, not the other's reused. */}
        {method === "username" ? (
          <Fragment key="username">
            <FormField label={LL.account.fields.username()} error={fieldError("username")}>
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
            <FormField label={LL.account.fields.password()} error={fieldError("password")}>
              {({ inputId, describedBy }) => (
                <PasswordInput id={inputId} {...describedBy} autoComplete="current-password" placeholder={LL.account.placeholders.password()} {...field("password")} />
              )}
            </FormField>
          </Fragment>
        ) : (
          <Fragment key="sms">
            <FormField
              label={LL.account.fields.mobileNum()}
              error={fieldError("mobileNum")}
              leading={<DialingCodeSelect value={values.countryDialingCode} onChange={setDialingCode} />}
            >
              {({ inputId, describedBy }) => <MobileNumberInput id={inputId} {...describedBy} {...field("mobileNum")} />}
            </FormField>
            <FormField
              label={LL.account.fields.verificationCode()}
              error={fieldError("verificationCode")}
              trailing={<SmsCodeButton sms={sms} onSend={() => actor.send({ type: "code.send" })} />}
            >
              {({ inputId, describedBy }) => <SmsCodeInput id={inputId} {...describedBy} {...field("verificationCode")} />}
            </FormField>
          </Fragment>
        )}

        {captchaShown ? (
          <FormField
            label={LL.account.fields.captcha()}
            error={fieldError("captcha")}
            trailing={<CaptchaImage captcha={captcha} onRefresh={() => actor.send({ type: "captcha.refresh" })} />}
          >
            {({ inputId, describedBy }) => <CaptchaInput id={inputId} {...describedBy} {...field("captcha")} />}
          </FormField>
        ) : null}

        <div className="account-card__row">
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(event) => actor.send({ type: "remember.change", checked: event.target.checked })} />
            <span>{LL.account.login.remember()}</span>
          </label>
          <Link href={FORGET_PATH} className="text-link">
            {LL.account.login.forgot()}
          </Link>
        </div>

        <FormAlert text={error === undefined ? undefined : messageText(LL, error)} />

        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? <Spinner size="small" /> : null}
          {LL.account.login.submit()}
        </button>
        {flags.freePlay ? (
          <button type="button" className="button button--ghost button--block" disabled={trial.starting} onClick={trial.start}>
            {LL.account.login.freePlay()}
          </button>
        ) : null}
      </form>

      <SocialLogin facebook={flags.facebookLogin} google={flags.googleLogin} services={socialServices} />

      <p className="account__switch">
        {LL.account.login.noAccount()}{" "}
        <Link href={REGISTER_PATH} className="text-link">
          {LL.account.login.registerLink()}
        </Link>
      </p>
      <Link href={HOME_PATH} className="account__home-link">
        {LL.common.backHome()}
      </Link>
    </>
  );
}
