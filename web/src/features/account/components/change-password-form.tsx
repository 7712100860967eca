import { validateChangePassword, type ChangePasswordField, type ChangePasswordInput, type RememberedLogin } from "@platform/machines";
import type { Message } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { loginPassword } from "../../../stores/auth.ts";
import { TOAST_EMAIL_SENT } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { UserIcon } from "../../../ui/icons.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { messageText } from "../forms/message-text.ts";
import { useMachineForm } from "../forms/use-machine-form.ts";
import { useChangePasswordActor } from "../machines/use-change-password-actor.ts";
import { FormAlert } from "./form-alert.tsx";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";
import { useFieldError } from "./use-field-error.ts";

const FIELDS: readonly ChangePasswordField[] = ["oldPassword", "newPassword", "confirmNewPassword"];

/** The password the app still holds for this account: the one typed at login, else the remembered one (spec §2, §3). */
function knownPassword(username: string, remembered: RememberedLogin | null): string | null {
  return loginPassword() || (remembered?.type === "username" && remembered.username === username ? remembered.password || null : null);
}

/** The change-password form bound to changePasswordMachine. */
export function ChangePasswordForm({ username, remembered }: { username: string; remembered: RememberedLogin | null }) {
  const { LL } = useI18nContext();
  const [input] = useState<ChangePasswordInput>(() => ({ username, knownPassword: knownPassword(username, remembered) }));
  const actor = useChangePasswordActor(input);
  const values = useSelector(actor, (state) => state.context.values);
  const oldPasswordShown = useSelector(actor, (state) => state.context.oldPasswordShown);
  const machineErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const error = useSelector(actor, (state) => state.context.error);
  const notice = useSelector(actor, (state) => state.context.notice);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const changed = useSelector(actor, (state) => state.hasTag("success"));

  const text = (message: Message) => messageText(LL, message);
  const { form, field, errorOf } = useMachineForm({
    fields: FIELDS,
    values,
    validate: (typed) => {
      const context = actor.getSnapshot().context;
      return validateChangePassword({ ...context, values: { ...context.values, ...typed } });
    },
    onChange: (name, value) => actor.send({ type: "field.change", field: name, value }),
    text,
  });
  const fieldError = useFieldError(errorOf, machineErrors, text);

  useEffect(() => {
    // spec §2, §4: the success message shows during the 1 s before home.
    if (notice !== undefined) toast.success(messageText(LL, notice), TOAST_EMAIL_SENT);
  }, [notice, LL]);

  return (
    <form className="account-card" noValidate onSubmit={form.handleSubmit(() => actor.send({ type: "submit" }))}>
      <FormField label={LL.account.fields.username()} leading={<UserIcon className="field__leading-icon" />}>
        {({ inputId }) => <input id={inputId} className="field__input" value={username} readOnly />}
      </FormField>
      {oldPasswordShown ? (
        <FormField label={LL.account.fields.oldPassword()} required error={fieldError("oldPassword")}>
          {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="current-password" placeholder={LL.account.placeholders.password()} {...field("oldPassword")} />}
        </FormField>
      ) : null}
      <FormField label={LL.account.fields.newPassword()} required error={fieldError("newPassword")}>
        {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="new-password" placeholder={LL.account.placeholders.newPassword()} {...field("newPassword")} />}
      </FormField>
      <FormField label={LL.account.fields.confirmNewPassword()} required error={fieldError("confirmNewPassword")}>
        {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="new-password" placeholder={LL.account.placeholders.confirmPassword()} {...field("confirmNewPassword")} />}
      </FormField>

      <FormAlert text={error === undefined ? undefined : messageText(LL, error)} />

      <button type="submit" className="button button--primary button--block" disabled={busy || changed}>
        {busy ? <Spinner size="small" /> : null}
        {LL.account.changePassword.submit()}
      </button>
    </form>
  );
}
