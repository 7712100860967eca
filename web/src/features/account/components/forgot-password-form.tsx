import { phoneSubmitDisabled, type ForgotPasswordInput } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { Fragment, useEffect, useState } from "react";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { messageText } from "../../../lib/message-text.ts";
import { BackHomeLink, FormAlert, FormField, MethodTabs, SubmitButton, useActorForm } from "../../../ui/form/index.ts";
import { TOAST_EMAIL_SENT } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useForgotPasswordActor } from "../machines/use-forgot-password-actor.ts";
import { PasswordInput } from "./password-input.tsx";
import { PhoneCodeFields } from "./phone-code-fields.tsx";
import { UsernameInput } from "./username-input.tsx";
import { preloadLaterCalls } from "../machines/load-later-calls.ts";

/** Recovery by email or by phone, bound to forgotPasswordMachine. */
export function ForgotPasswordForm({
  phoneRecovery,
  emailRecovery,
  botCheck = false,
}: {
  phoneRecovery: boolean;
  emailRecovery: boolean;
  /** GEETEST3: the bot check runs before the automatic login after the new password is set (spec §4). */
  botCheck?: boolean;
}) {
  const { LL } = useI18nContext();
  const [input] = useState<ForgotPasswordInput>(() => ({
    merchantCode,
    phoneRecovery,
    emailRecovery,
    defaultCountryDialingCode: "",
    botCheckBeforeLogin: botCheck,
  }));
  const actor = useForgotPasswordActor(input);
  const form = useActorForm(actor);
  const method = useSelector(actor, (state) => state.context.method);
  const canSwitchMethod = useSelector(actor, (state) => state.context.canSwitchMethod);
  const notice = useSelector(actor, (state) => state.context.notice);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const sent = useSelector(actor, (state) => state.hasTag("sent"));
  const phoneDisabled = useSelector(actor, (state) => phoneSubmitDisabled(state.context));
  const sms = useSelector(actor, (state) => state.context.sms);

  useEffect(() => {
    // spec §4: 'has been sent' shows 1 s, then the screen goes back.
    if (notice !== undefined) toast.success(messageText(LL, notice), TOAST_EMAIL_SENT);
  }, [notice, LL]);

  return (
    <form className="form-card account-card" noValidate onFocusCapture={preloadLaterCalls} onSubmit={form.onSubmit}>
      {canSwitchMethod ? (
        <MethodTabs
          label={LL.account.forget.methods()}
          value={method}
          options={[
            { value: "phone", label: LL.account.forget.byPhone() },
            { value: "email", label: LL.account.forget.byEmail() },
          ]}
          onChange={(next) => actor.send({ type: "method.switch", method: next })}
        />
      ) : null}

      {method === "email" ? (
        <Fragment key="email">
          <p className="account__note">{LL.account.forget.emailIntro()}</p>
          <FormField label={LL.account.fields.username()} required error={form.errorOf("username")}>
            {({ inputId, describedBy }) => <UsernameInput id={inputId} {...describedBy} {...form.field("username")} />}
          </FormField>
          <FormField label={LL.account.fields.email()} required error={form.errorOf("email")}>
            {({ inputId, describedBy }) => (
              <input
                id={inputId}
                {...describedBy}
                className="field__input"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={LL.account.placeholders.email()}
                {...form.field("email")}
              />
            )}
          </FormField>
          <FormAlert text={form.alert} />
          <SubmitButton label={LL.account.forget.retrieve()} busy={busy} disabled={sent} />
        </Fragment>
      ) : (
        <Fragment key="phone">
          <p className="account__note">{LL.account.forget.phoneIntro()}</p>
          <PhoneCodeFields actor={actor} form={form} sms={sms} required />
          <FormField label={LL.account.fields.newPassword()} required error={form.errorOf("newPassword")}>
            {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="new-password" placeholder={LL.account.placeholders.newPassword()} {...form.field("newPassword")} />}
          </FormField>
          <FormAlert text={form.alert} />
          <SubmitButton label={LL.account.forget.resetByPhone()} busy={busy} disabled={phoneDisabled} />
        </Fragment>
      )}
      <BackHomeLink />
    </form>
  );
}
