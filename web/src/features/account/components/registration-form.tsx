import {
  checkRegistrationField,
  formOf,
  registerDisabled,
  registrationFields,
  type RegistrationFormField,
  type RegistrationInput,
} from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { deviceHeader } from "../../../lib/device.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { messageText } from "../../../lib/message-text.ts";
import { FormAlert, FormField, LazyFormPart, MethodTabs, SubmitButton, useActorForm } from "../../../ui/form/index.ts";
import { TOAST_SUCCESS } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { usernameCheck } from "../api/check-username.ts";
import { toFieldTable, type RegistrationSettings } from "../api/get-registration-settings.ts";
import { registerMethodOf } from "../api/registration-call.ts";
import type { AccountFlags } from "../api/use-account-flags.ts";
import { registrationMessage } from "../forms/registration-error-text.ts";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";
import { useRegistrationActor } from "../machines/use-registration-actor.ts";
import { fieldRequired } from "../registration-fields.ts";
import { CaptchaInput } from "./code-inputs.tsx";
import { DialingCodeSelect } from "./dialing-code-select.tsx";
import { RegistrationFieldInput } from "./registration-field-input.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";
import { TermsSheet } from "./terms-sheet.tsx";
import { lazyPart } from "../../../lib/lazy-part.ts";
import { preloadLaterCalls } from "../machines/load-later-calls.ts";

// The captcha dialog is drawn only after a submit with the captcha on: a chunk of its own, asked
// for once the form is up when the server has the captcha on (not in the first paint).
const loadCaptchaDialog = () => import("./captcha-dialog.tsx");
const CaptchaDialog = lazyPart(() => loadCaptchaDialog().then((module) => ({ default: module.CaptchaDialog })));

type MainField = Exclude<RegistrationFormField, "countryDialingCode" | "captcha">;

const sameFields = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((field, index) => field === b[index]);

/**
 * The registration form bound to registrationMachine: fields from the
 * server's table (registrationFields), the machine's errors under each field,
 * the first wrong one focused, the captcha in a dialog, and 'registered
 * successfully, about to log in' before the machine logs the new member in.
 */
export function RegistrationForm({
  flags,
  settings,
  linkCode,
  linkDomain,
  firebase = null,
}: {
  flags: AccountFlags;
  settings: RegistrationSettings;
  linkCode: string | null;
  linkDomain: string | null;
  /** The server's Firebase config when it sends the SMS codes, else null. */
  firebase?: FirebaseConfig | null;
}) {
  const { LL } = useI18nContext();
  const [input] = useState<RegistrationInput>(() => ({
    merchantCode,
    usernameRegistration: flags.usernameRegistration,
    mobileRegistration: flags.mobileRegistration,
    mobileVerification: flags.mobileVerification,
    fieldRules: toFieldTable(settings),
    linkAffiliateCode: linkCode,
    defaultCountryDialingCode: "",
    firebaseSms: flags.mobileVerification && firebase !== null,
    botCheckBeforeLogin: flags.botCheck,
  }));
  const page = { registerUrl: window.location.hostname, registerMethod: registerMethodOf(deviceHeader()), domain: linkDomain };
  // The machine asks for a field's focus (spec §5, §8); the form's registered inputs take it.
  const focus = useRef<(field: RegistrationFormField) => void>(() => undefined);
  const actor = useRegistrationActor(
    input,
    page,
    useCallback((field: RegistrationFormField) => focus.current(field), []),
    firebase,
  );
  const form = useActorForm(actor, { message: (message, field) => registrationMessage(settings, input.fieldRules, field, message) });
  useLayoutEffect(() => {
    focus.current = form.focus;
  });

  const method = useSelector(actor, (state) => state.context.method);
  const canSwitchMethod = useSelector(actor, (state) => state.context.canSwitchMethod);
  const notice = useSelector(actor, (state) => state.context.notice);
  const agree = useSelector(actor, (state) => state.context.agree);
  const disabled = useSelector(actor, (state) => registerDisabled(state.context));
  const checking = useSelector(actor, (state) => state.hasTag("checking"));
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const succeeded = useSelector(actor, (state) => state.hasTag("success"));
  const captcha = useSelector(actor, (state) => state.context.captcha);
  const sms = useSelector(actor, (state) => state.context.sms);
  const captchaShown = useSelector(captcha, (state) => state.hasTag("visible"));
  const fields = useSelector(actor, (state) => registrationFields(formOf(state.context)).filter((field) => field !== "captcha"), sameFields);
  const formState = useSelector(actor, (state) => formOf(state.context));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [checkedName, setCheckedName] = useState("");
  // The taken-username text for the name the member left the field with ("" = not checked).
  const usernameRefusal = useApiQuery(usernameCheck, checkedName, { enabled: checkedName !== "" }).data ?? undefined;
  const usernameTaken = usernameRefusal && failureText(LL, usernameRefusal);
  const setDialingCode = useCallback(
    (value: string) => actor.send({ type: "field.change", field: "countryDialingCode", value }),
    [actor],
  );

  useEffect(() => {
    // The terms box starts as the server says (spec §4: default ticked).
    if (!settings.agreeDefault) actor.send({ type: "agree.change", checked: false });
  }, [actor, settings.agreeDefault]);

  useEffect(() => {
    if (notice !== undefined) toast.success(messageText(LL, notice), TOAST_SUCCESS);
  }, [notice, LL]);

  useEffect(() => {
    // Only a head start: when the fetch fails, the dialog's own load fails too and says so (LazyFormPart).
    if (settings.captchaEnabled) loadCaptchaDialog().catch(() => undefined);
  }, [settings.captchaEnabled]);

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    if (!settings.captchaEnabled && !captchaShown) return form.onSubmit(event);
    // spec §2: with the captcha on, the details are checked first and the dialog asks for it.
    event.preventDefault();
    actor.send({ type: "details.check" });
    if (Object.keys(actor.getSnapshot().context.fieldErrors).length > 0) return;
    setDialogOpen(true);
    // Opening the dialog fetches a new captcha.
    if (captchaShown) actor.send({ type: "dialog.open" });
    else captcha.send({ type: "captcha.show" });
  };

  const renderField = (field: MainField) => {
    const required = fieldRequired(formState, field);
    const registration = form.field(field);
    // The server's availability check runs for a name that passes the rule, when the member leaves the field.
    const onUsernameBlur: typeof registration.onBlur = (event) => {
      const name = String((event.target as HTMLInputElement).value).trim();
      const usable = checkRegistrationField({ ...formState, values: { ...formState.values, username: name } }, "username") === undefined;
      setCheckedName(usable ? name : "");
      return registration.onBlur(event);
    };
    return (
      <FormField
        key={field}
        label={LL.account.fields[field]()}
        required={required}
        error={form.errorOf(field, field === "username" && checkedName === form.values.username.trim() ? usernameTaken : undefined)}
        leading={field === "mobileNum" ? <DialingCodeSelect value={form.values.countryDialingCode} onChange={setDialingCode} /> : undefined}
        trailing={field === "verificationCode" ? <SmsCodeButton sms={sms} onSend={() => actor.send({ type: "code.send" })} /> : undefined}
      >
        {(ids) => (
          <RegistrationFieldInput
            field={field}
            ids={ids}
            required={required}
            registration={field === "username" ? { ...registration, onBlur: onUsernameBlur } : registration}
          />
        )}
      </FormField>
    );
  };

  return (
    <>
      <form className="form-card account-card" noValidate onFocusCapture={preloadLaterCalls} onSubmit={submitDetails}>
        {canSwitchMethod ? (
          <MethodTabs
            label={LL.account.register.methods()}
            value={method}
            options={[
              { value: "username", label: LL.account.register.byUsername() },
              { value: "mobile", label: LL.account.register.byMobile() },
            ]}
            onChange={(next) => actor.send({ type: "method.switch", method: next })}
          />
        ) : null}
        {checking ? (
          <p className="account__note" role="status">
            {LL.account.register.checkingCode()}
          </p>
        ) : null}

        {fields.map((field) => renderField(field as MainField))}

        <label className="check account-card__terms">
          <input type="checkbox" checked={agree} onChange={(event) => actor.send({ type: "agree.change", checked: event.target.checked })} />
          <span>
            {LL.account.register.agreeLead({ age: settings.ageLimit })}
            {/* The terms open over the form; the box is ticked only by the member (or the sheet's "I agree"). */}
            <button type="button" className="account-card__terms-link" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
              {LL.account.register.termsLink()}
            </button>
          </span>
        </label>

        {dialogOpen ? null : <FormAlert text={form.alert} />}

        <SubmitButton label={LL.account.register.submit()} busy={busy && !dialogOpen} disabled={disabled || checking || busy} />
      </form>

      {termsOpen ? (
        <TermsSheet
          onClose={() => setTermsOpen(false)}
          onAgree={() => {
            actor.send({ type: "agree.change", checked: true });
            setTermsOpen(false);
          }}
        />
      ) : null}

      {dialogOpen ? (
        <LazyFormPart>
          <CaptchaDialog
            captcha={captcha}
            input={(ids) => <CaptchaInput id={ids.inputId} {...ids.describedBy} {...form.field("captcha")} />}
            error={form.errorOf("captcha")}
            alert={form.alert}
            busy={busy}
            success={succeeded && notice !== undefined ? messageText(LL, notice) : undefined}
            onRefresh={() => actor.send({ type: "captcha.refresh" })}
            onSubmit={form.onSubmit}
            onClose={() => setDialogOpen(false)}
          />
        </LazyFormPart>
      ) : null}
    </>
  );
}
