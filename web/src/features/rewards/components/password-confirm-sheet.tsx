// The confirmation of a points call: what it costs, the login password (the
// call is password-checked and encrypted), one request however many taps
// (formMachine ignores a submit while one is on its way).
import { loginPasswordRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { Sheet } from "../../../ui/sheet.tsx";

export function PasswordConfirmSheet<R>({
  title,
  summary,
  confirmLabel,
  submit,
  onDone,
  onClose,
}: {
  title: string;
  summary: string;
  confirmLabel: string;
  /** The call with the password typed; rejects with the SDK's failure (shown in the sheet, the password kept). */
  submit: (password: string) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const actor = useFormActor({ rules: { password: loginPasswordRule }, submit: ({ password }) => submit(password), onSubmitted: onDone });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  return (
    <Sheet title={title} closeLabel={LL.common.close()} onClose={onClose}>
      <form noValidate className="points-confirm" onSubmit={form.onSubmit}>
        <p className="points-confirm__summary">{summary}</p>
        <FormField label={LL.rewards.mall.password()} required error={form.errorOf("password")}>
          {({ inputId, describedBy }) => (
            <input
              id={inputId}
              {...describedBy}
              {...form.field("password")}
              type="password"
              className="field__input"
              autoComplete="current-password"
              placeholder={LL.rewards.mall.passwordHint()}
            />
          )}
        </FormField>
        <FormAlert text={form.alert} />
        <SubmitButton label={confirmLabel} busy={busy} />
      </form>
    </Sheet>
  );
}
