// The confirmation of a points call: what it costs, the member's withdrawal
// password (the call is password-checked and encrypted, and the mall's form
// asks it: MC V0lM fundPassword), and for a gift where to ship it (V0lM
// address, name, userPhone, line; none required). One request however many
// taps (formMachine ignores a submit while one is on its way). The call goes
// through the money path: while it is unconfirmed the form is
// locked and says so, and a call still unknown offers no submit.
import type { FieldRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { MoneyPhase } from "../../../lib/money-call/index.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice, type MoneyWhat } from "../../../ui/money-call/index.ts";
import { Sheet } from "../../../ui/sheet.tsx";
import { fundPasswordRule, shippingRules } from "../points-rules.ts";

/** The money intent behind the sheet (useMoneyCall's phase, lock and recheck). */
export interface SheetMoneyCall {
  phase: MoneyPhase;
  locked: boolean;
  recheck: () => void;
  what: MoneyWhat;
  /** Where the member can look the call up (none: no link). */
  recordsHref?: string;
}

/** What the member typed: the withdrawal password, and a gift's shipping fields (absent when left empty). */
export interface ConfirmValues {
  fundPassword: string;
  address?: string;
  name?: string;
  userPhone?: string;
  line?: string;
}

type ShippingField = keyof typeof shippingRules;
const SHIPPING_FIELDS: readonly ShippingField[] = ["address", "name", "userPhone", "line"];

export function PasswordConfirmSheet<R>({
  title,
  summary,
  confirmLabel,
  shipping = false,
  submit,
  onDone,
  onClose,
  money,
}: {
  title: string;
  summary: string;
  confirmLabel: string;
  /** A gift: ask where to ship it. */
  shipping?: boolean;
  /** The call with what was typed; rejects with the SDK's failure (shown in the sheet, the values kept). */
  submit: (values: ConfirmValues) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
  money: SheetMoneyCall;
}) {
  const { LL } = useI18nContext();
  const rules: Readonly<Record<string, FieldRule>> = shipping ? { ...shippingRules, fundPassword: fundPasswordRule } : { fundPassword: fundPasswordRule };
  const actor = useFormActor({
    rules,
    submit: (values) => {
      const given = SHIPPING_FIELDS.flatMap((field) => (shipping && values[field]?.trim() ? [[field, values[field]!.trim()] as const] : []));
      return submit({ fundPassword: values.fundPassword ?? "", ...Object.fromEntries(given) });
    },
    onSubmitted: onDone,
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const shippingLabels: Record<ShippingField, string> = {
    address: LL.rewards.mall.address(),
    name: LL.rewards.mall.receiver(),
    userPhone: LL.rewards.mall.phone(),
    line: LL.rewards.mall.line(),
  };
  return (
    <Sheet title={title} closeLabel={LL.common.close()} onClose={onClose}>
      <form noValidate className="points-confirm" onSubmit={form.onSubmit}>
        <p className="points-confirm__summary">{summary}</p>
        <LockedFields locked={money.locked}>
          {shipping ? (
            <fieldset className="points-confirm__shipping">
              <legend>{LL.rewards.mall.shipping()}</legend>
              {SHIPPING_FIELDS.map((field) => (
                <FormField key={field} label={shippingLabels[field]} error={form.errorOf(field)}>
                  {({ inputId, describedBy }) => (
                    <input
                      id={inputId}
                      {...describedBy}
                      {...form.field(field)}
                      type={field === "userPhone" ? "tel" : "text"}
                      inputMode={field === "userPhone" ? "numeric" : undefined}
                      className="field__input"
                      autoComplete={field === "address" ? "street-address" : field === "name" ? "name" : field === "userPhone" ? "tel" : "off"}
                    />
                  )}
                </FormField>
              ))}
            </fieldset>
          ) : null}
          {/* Which password, and why: the withdrawal password guards points as it guards money (MC V0lM's fundPassword). */}
          <FormField label={LL.rewards.mall.password()} required hint={LL.rewards.mall.passwordWhy()} error={form.errorOf("fundPassword")}>
            {({ inputId, describedBy }) => (
              <input
                id={inputId}
                {...describedBy}
                {...form.field("fundPassword")}
                type="password"
                inputMode="text"
                className="field__input"
                autoComplete="off"
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
