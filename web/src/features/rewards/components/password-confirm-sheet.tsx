// The confirmation of a points call: what it costs, the login password (the
// call is password-checked and encrypted), one request however many taps
// (formMachine ignores a submit while one is on its way). The call goes
// through the money path (issue 29): while it is unconfirmed the form is
// locked and says so, and a call still unknown offers no submit.
import { loginPasswordRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { MoneyPhase } from "../../../lib/money-call/index.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice, type MoneyWhat } from "../../../ui/money-call/index.ts";
import { Sheet } from "../../../ui/sheet.tsx";

/** The money intent behind the sheet (useMoneyCall's phase, lock and recheck). */
export interface SheetMoneyCall {
  phase: MoneyPhase;
  locked: boolean;
  recheck: () => void;
  what: MoneyWhat;
  /** Where the member can look the call up (none: no link). */
  recordsHref?: string;
}

export function PasswordConfirmSheet<R>({
  title,
  summary,
  confirmLabel,
  submit,
  onDone,
  onClose,
  money,
}: {
  title: string;
  summary: string;
  confirmLabel: string;
  /** The call with the password typed; rejects with the SDK's failure (shown in the sheet, the password kept). */
  submit: (password: string) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
  money: SheetMoneyCall;
}) {
  const { LL } = useI18nContext();
  const actor = useFormActor({ rules: { password: loginPasswordRule }, submit: ({ password }) => submit(password), onSubmitted: onDone });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  return (
    <Sheet title={title} closeLabel={LL.common.close()} onClose={onClose}>
      <form noValidate className="points-confirm" onSubmit={form.onSubmit}>
        <p className="points-confirm__summary">{summary}</p>
        <LockedFields locked={money.locked}>
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
        </LockedFields>
        <FormAlert text={form.alert} />
        <MoneyCallNotice phase={money.phase} what={money.what} recordsHref={money.recordsHref} onRecheck={money.recheck} />
        {money.phase === "unknown" ? null : <SubmitButton label={confirmLabel} busy={busy} disabled={money.locked} />}
      </form>
    </Sheet>
  );
}
