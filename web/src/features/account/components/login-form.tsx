import type { LoginContext, LoginInput, RememberedLogin } from "@platform/machines";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { useSelector } from "@xstate/react";
import { Fragment, useState } from "react";
import { Link } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { FormAlert, FormField, MethodTabs, SubmitButton, useActorForm } from "../../../ui/form/index.ts";
import { useStartTrial } from "../../trial/index.ts";
import type { AccountFlags } from "../api/use-account-flags.ts";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";
import { useLoginActor } from "../machines/use-login-actor.ts";
import { AccountSwitch } from "./account-switch.tsx";
import { CaptchaImage } from "./captcha-image.tsx";
import { CaptchaInput } from "./code-inputs.tsx";
import { PasswordInput } from "./password-input.tsx";
import { PhoneCodeFields } from "./phone-code-fields.tsx";
import { SocialLoginSlot } from "./social-login-slot.tsx";
import { UsernameInput } from "./username-input.tsx";
import { preloadLaterCalls } from "../machines/load-later-calls.ts";

/** Under a remembered password, that it is never shown (the eye clears it); once cleared, to type it. */
function rememberedPasswordHint(LL: TranslationFunctions, state: LoginContext["rememberedPassword"]): string | undefined {
  if (state === "held") return LL.account.login.rememberedHeld();
  return state === "cleared" ? LL.account.login.rememberedCleared() : undefined;
}

/** The login form bound to loginMachine: the machine owns values and errors, the view sends events and shows them. */
export function LoginForm({
  flags,
  remembered,
  firebase = null,
  username,
}: {
  flags: AccountFlags;
  remembered: RememberedLogin | null;
  firebase?: FirebaseConfig | null;
  /** The account this page was sent with (after an automatic login that did not happen). */
  username?: string | undefined;
}) {
  const { LL } = useI18nContext();
  const [input] = useState<LoginInput>(() => ({
    merchantCode,
    smsLoginEnabled: flags.smsLogin,
    // spec §4: with Firebase SMS the code is checked by Firebase first; a wrong one stops the login.
    firebaseSmsLogin: flags.smsLogin && firebase !== null,
    defaultCountryDialingCode: "",
    remembered,
    // spec §4: a login of this browser session that asked for a captcha still needs it here.
    captchaRequired: authStore.captchaRequired,
    ...(username === undefined ? {} : { username }),
  }));
  const actor = useLoginActor(input, firebase);
  const form = useActorForm(actor);
  const method = useSelector(actor, (state) => state.context.method);
  const remember = useSelector(actor, (state) => state.context.remember);
  const rememberedPassword = useSelector(actor, (state) => state.context.rememberedPassword);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const captcha = useSelector(actor, (state) => state.context.captcha);
  const sms = useSelector(actor, (state) => state.context.sms);
  const captchaShown = useSelector(captcha, (state) => state.hasTag("visible"));
  const trial = useStartTrial();

  return (
    <>
      <form className="form-card account-card" noValidate onFocusCapture={preloadLaterCalls} onSubmit={form.onSubmit}>
        {flags.smsLogin ? (
          <MethodTabs
            label={LL.account.login.methods()}
            value={method}
            options={[
              { value: "username", label: LL.account.login.byUsername() },
              { value: "sms", label: LL.account.login.bySms() },
            ]}
            onChange={(next) => actor.send({ type: "method.switch", method: next })}
          />
        ) : null}

        {/* Keyed by method: each method's inputs are their own elements, not the other's reused. */}
        {method === "username" ? (
          <Fragment key="username">
            <FormField label={LL.account.fields.username()} error={form.errorOf("username")}>
              {({ inputId, describedBy }) => <UsernameInput id={inputId} {...describedBy} {...form.field("username")} />}
            </FormField>
            <FormField label={LL.account.fields.password()} error={form.errorOf("password")} hint={rememberedPasswordHint(LL, rememberedPassword)}>
              {({ inputId, describedBy }) => (
                <PasswordInput
                  id={inputId}
                  {...describedBy}
                  autoComplete="current-password"
                  placeholder={LL.account.placeholders.password()}
                  {...form.field("password")}
                  remembered={rememberedPassword === "held"}
                  onReveal={() => actor.send({ type: "password.reveal" })}
                />
              )}
            </FormField>
          </Fragment>
        ) : (
          <Fragment key="sms">
            <PhoneCodeFields actor={actor} form={form} sms={sms} />
          </Fragment>
        )}

        {captchaShown ? (
          <FormField
            label={LL.account.fields.captcha()}
            error={form.errorOf("captcha")}
            trailing={<CaptchaImage captcha={captcha} onRefresh={() => actor.send({ type: "captcha.refresh" })} />}
          >
            {({ inputId, describedBy }) => <CaptchaInput id={inputId} {...describedBy} {...form.field("captcha")} />}
          </FormField>
        ) : null}

        <div className="account-card__row">
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(event) => actor.send({ type: "remember.change", checked: event.target.checked })} />
            <span>{LL.account.login.remember()}</span>
          </label>
          <Link href={paths.forget} className="text-link">
            {LL.account.login.forgot()}
          </Link>
        </div>

        <FormAlert text={form.alert} />

        <SubmitButton label={LL.account.login.submit()} busy={busy} />
        {flags.freePlay ? (
          <button type="button" className="button button--ghost button--block" disabled={trial.starting} onClick={trial.start}>
            {LL.account.login.freePlay()}
          </button>
        ) : null}
      </form>

      <SocialLoginSlot facebook={flags.facebookLogin} google={flags.googleLogin} />

      <AccountSwitch question={LL.account.login.noAccount()} linkText={LL.account.login.registerLink()} href={paths.register} />
    </>
  );
}
