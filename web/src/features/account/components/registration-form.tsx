import {
  checkRegistrationField,
  formOf,
  registerDisabled,
  REGISTRATION_FIELDS,
  registrationFields,
  validateRegistration,
  type Message,
  type RegistrationFormField,
  type RegistrationInput,
  type RegistrationMethod,
} from "@platform/machines";
import { useSelector } from "@xstate/react";
import type { ChangeHandler } from "react-hook-form";
import { useCallback, useEffect, useRef, useState } from "react";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { deviceHeader } from "../../../lib/device.ts";
import { TOAST_SUCCESS } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { useUsernameTaken } from "../api/check-username.ts";
import { toFieldTable, type RegistrationSettings } from "../api/get-registration-settings.ts";
import { registerMethodOf } from "../api/registration-call.ts";
import type { AccountFlags } from "../api/use-account-flags.ts";
import { messageText } from "../forms/message-text.ts";
import { registrationMessage } from "../forms/registration-error-text.ts";
import { useMachineForm } from "../forms/use-machine-form.ts";
import { useRegistrationActor } from "../machines/use-registration-actor.ts";
import { fieldRequired } from "../registration-fields.ts";
import { CaptchaDialog } from "./captcha-dialog.tsx";
import { DialingCodeSelect } from "./dialing-code-select.tsx";
import { FormAlert } from "./form-alert.tsx";
import { FormField } from "./form-field.tsx";
import { MethodSwitch } from "./method-switch.tsx";
import { RegistrationFieldInput } from "./registration-field-input.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";
import { CaptchaInput } from "./code-inputs.tsx";
import { useFieldError } from "./use-field-error.ts";

type MainField = Exclude<RegistrationFormField, "countryDialingCode" | "captcha">;

/** The server table's fields in the machines' order, the SMS code right under the mobile number. */
const MAIN_FIELDS: readonly MainField[] = REGISTRATION_FIELDS.flatMap((field): MainField[] => (field === "mobileNum" ? [field, "verificationCode"] : [field]));

const sameFields = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((field, index) => field === b[index]);

/**
 * The registration form bound to registrationMachine: fields from the
 * server's table (registrationFields), errors under each field, the first
 * wrong one focused, the captcha in a dialog, and 'registered successfully,
 * about to log in' before the machine logs the new member in.
 */
export function RegistrationForm({
  flags,
  settings,
  linkCode,
  linkDomain,
}: {
  flags: AccountFlags;
  settings: RegistrationSettings;
  linkCode: string | null;
  linkDomain: string | null;
}) {
  const { LL } = useI18nContext();
  const formRef = useRef<HTMLFormElement>(null);
  const [input] = useState<RegistrationInput>(() => ({
    merchantCode,
    usernameRegistration: flags.usernameRegistration,
    mobileRegistration: flags.mobileRegistration,
    mobileVerification: flags.mobileVerification,
    fieldRules: toFieldTable(settings),
    linkAffiliateCode: linkCode,
    defaultCountryDialingCode: "",
  }));
  const page = { registerUrl: window.location.hostname, registerMethod: registerMethodOf(deviceHeader()), domain: linkDomain };
  const focusField = useCallback((field: RegistrationFormField) => {
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }, []);
  const actor = useRegistrationActor(input, page, focusField);

  const method = useSelector(actor, (state) => state.context.method);
  const canSwitchMethod = useSelector(actor, (state) => state.context.canSwitchMethod);
  const values = useSelector(actor, (state) => state.context.values);
  const machineErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const error = useSelector(actor, (state) => state.context.error);
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
  const [checkedName, setCheckedName] = useState("");
  const usernameTaken = useUsernameTaken(checkedName);

  const table = input.fieldRules;
  const text = (message: Message, field: RegistrationFormField) => messageText(LL, registrationMessage(settings, table, field, message));
  const validateWith = (typed: Partial<Record<RegistrationFormField, string>>) => {
    const context = actor.getSnapshot().context;
    return validateRegistration({ ...formOf(context), values: { ...context.values, ...typed } });
  };
  const main = useMachineForm<MainField>({
    fields: MAIN_FIELDS,
    values,
    // The captcha is typed in the dialog, after the rest of the form passed.
    validate: (typed) => {
      const { captcha: _typedInDialog, ...errors } = validateWith(typed);
      return errors;
    },
    onChange: (name, value) => actor.send({ type: "field.change", field: name, value }),
    text,
  });
  const dialog = useMachineForm<"captcha">({
    fields: ["captcha"],
    values,
    validate: (typed) => {
      const errors = validateWith(typed);
      return errors.captcha === undefined ? {} : { captcha: errors.captcha };
    },
    onChange: (name, value) => actor.send({ type: "field.change", field: name, value }),
    text,
  });
  const fieldError = useFieldError(main.errorOf, machineErrors, text);
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

  const openCaptcha = () => {
    setDialogOpen(true);
    dialog.form.clearErrors();
    // spec §2: opening the dialog fetches a new captcha.
    if (captchaShown) actor.send({ type: "dialog.open" });
    else captcha.send({ type: "captcha.show" });
  };
  const submit = main.form.handleSubmit(() => {
    if (settings.captchaEnabled || captchaShown) openCaptcha();
    else actor.send({ type: "submit" });
  });
  const switchTo = (next: RegistrationMethod) => {
    main.form.clearErrors();
    actor.send({ type: "method.switch", method: next });
  };
  const errorText = error === undefined ? undefined : messageText(LL, error);

  const renderField = (field: MainField) => {
    const required = fieldRequired(formState, field);
    const registration = main.field(field);
    // The server's availability check runs for a name that passes the rule, when the member leaves the field.
    const onUsernameBlur: ChangeHandler = async (event) => {
      await registration.onBlur(event);
      const name = String(event.target.value).trim();
      const usable = checkRegistrationField({ ...formState, values: { ...formState.values, username: name } }, "username") === undefined;
      setCheckedName(usable ? name : "");
    };
    return (
      <FormField
        key={field}
        label={LL.account.fields[field]()}
        required={required}
        error={fieldError(field, field === "username" && checkedName === values.username.trim() ? usernameTaken : undefined)}
        leading={field === "mobileNum" ? <DialingCodeSelect value={values.countryDialingCode} onChange={setDialingCode} /> : undefined}
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
      <form ref={formRef} className="account-card" noValidate onSubmit={submit}>
        {canSwitchMethod ? (
          <MethodSwitch
            label={LL.account.register.methods()}
            value={method}
            options={[
              { value: "username", label: LL.account.register.byUsername() },
              { value: "mobile", label: LL.account.register.byMobile() },
            ]}
            onChange={switchTo}
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
          <span>{LL.account.register.agree({ age: settings.ageLimit })}</span>
        </label>

        {dialogOpen ? null : <FormAlert text={errorText} />}

        <button type="submit" className="button button--primary button--block" disabled={disabled || checking || busy}>
          {busy && !dialogOpen ? <Spinner size="small" /> : null}
          {LL.account.register.submit()}
        </button>
      </form>

      {dialogOpen ? (
        <CaptchaDialog
          captcha={captcha}
          input={(ids) => <CaptchaInput id={ids.inputId} {...ids.describedBy} {...dialog.field("captcha")} />}
          error={dialog.errorOf("captcha")?.message ?? (machineErrors.captcha === undefined ? undefined : text(machineErrors.captcha, "captcha"))}
          alert={errorText}
          busy={busy}
          success={succeeded && notice !== undefined ? messageText(LL, notice) : undefined}
          onRefresh={() => actor.send({ type: "captcha.refresh" })}
          onSubmit={dialog.form.handleSubmit(() => actor.send({ type: "submit" }))}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </>
  );
}
