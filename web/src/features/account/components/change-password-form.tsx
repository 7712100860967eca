import type { ChangePasswordInput, RememberedLogin } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { messageText } from "../../../lib/message-text.ts";
import { loginPassword } from "../../../stores/auth.ts";
import { FormAlert, FormField, SubmitButton, useActorForm } from "../../../ui/form/index.ts";
import { UserIcon } from "../../../ui/icons.tsx";
import { TOAST_EMAIL_SENT } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useChangePasswordActor } from "../machines/use-change-password-actor.ts";
import { PasswordInput } from "./password-input.tsx";
import { UsernameInput } from "./username-input.tsx";

/** The password the app still holds for this account: the one typed at login, else the remembered one (spec §2, §3). */
function knownPassword(username: string, remembered: RememberedLogin | null): string | null {
  return loginPassword() || (remembered?.type === "username" && remembered.username === username ? remembered.password || null : null);
}

/** The change-password form bound to changePasswordMachine. */
export function ChangePasswordForm({ username, remembered }: { username: string; remembered: RememberedLogin | null }) {
  const { LL } = useI18nContext();
  const [input] = useState<ChangePasswordInput>(() => ({ username, knownPassword: knownPassword(username, remembered) }));
  const actor = useChangePasswordActor(input);
  const form = useActorForm(actor);
  const oldPasswordShown = useSelector(actor, (state) => state.context.oldPasswordShown);
  const notice = useSelector(actor, (state) => state.context.notice);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const changed = useSelector(actor, (state) => state.hasTag("success"));

  useEffect(() => {
    // spec §2, §4: the success message shows during the 1 s before home.
    if (notice !== undefined) toast.success(messageText(LL, notice), TOAST_EMAIL_SENT);
  }, [notice, LL]);

  return (
    <form className="form-card account-card" noValidate onSubmit={form.onSubmit}>
      <FormField label={LL.account.fields.username()} leading={<UserIcon className="field__leading-icon" />}>
        {({ inputId }) => <UsernameInput id={inputId} value={username} placeholder={undefined} readOnly />}
      </FormField>
      {oldPasswordShown ? (
        <FormField label={LL.account.fields.oldPassword()} required error={form.errorOf("oldPassword")}>
          {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="current-password" placeholder={LL.account.placeholders.password()} {...form.field("oldPassword")} />}
        </FormField>
      ) : null}
      <FormField label={LL.account.fields.newPassword()} required error={form.errorOf("newPassword")}>
        {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="new-password" placeholder={LL.account.placeholders.newPassword()} {...form.field("newPassword")} />}
      </FormField>
      <FormField label={LL.account.fields.confirmNewPassword()} required error={form.errorOf("confirmNewPassword")}>
        {({ inputId, describedBy }) => <PasswordInput id={inputId} {...describedBy} autoComplete="new-password" placeholder={LL.account.placeholders.confirmPassword()} {...form.field("confirmNewPassword")} />}
      </FormField>

      <FormAlert text={form.alert} />

      <SubmitButton label={LL.account.changePassword.submit()} busy={busy} disabled={changed} />
    </form>
  );
}
