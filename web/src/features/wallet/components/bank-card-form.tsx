import { bankCardRules } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice } from "../../../ui/money-call/index.ts";
import type { BankCard, WithdrawBank } from "../api/api-types.ts";
import { useAddBankCard } from "../api/secure-calls.ts";
import { usableJustSet, type JustSetPassword } from "../just-set-password.ts";
import { useFormBusy } from "../use-form-busy.ts";

type Field = "bankCode" | "cardNumber" | "accountName" | "branchName" | "paymentPassword";

/**
 * Adds a withdrawal card (encrypted PUT /wps/member/bankCard): the bank from
 * the server's list, whose rules the form takes, the number, the name, the
 * branch where the bank needs it, and the withdrawal password.
 */
export function BankCardForm({
  banks,
  payeeName,
  justSet,
  onAdded,
  onCancel,
}: {
  banks: readonly WithdrawBank[];
  payeeName?: string | null;
  /** The withdrawal password the member has just set: used, not asked again, by a form opened soon after. */
  justSet?: JustSetPassword | null;
  onAdded: (card: BankCard) => void;
  onCancel?: () => void;
}) {
  const { LL } = useI18nContext();
  const addCard = useAddBankCard();
  // The rules follow the bank chosen in the form (its number lengths, whether a branch is needed).
  const [rules] = useState(() => bankCardRules(banks));
  const [knownPassword] = useState(() => usableJustSet(justSet ?? null, Date.now()));
  const actor = useFormActor<Field, BankCard>({
    rules,
    values: { accountName: payeeName ?? "", ...(knownPassword ? { paymentPassword: knownPassword } : {}) },
    submit: (values) =>
      addCard.submit({
        bankCode: values.bankCode,
        cardNumber: values.cardNumber,
        accountName: values.accountName.trim(),
        ...(values.branchName ? { branchName: values.branchName.trim() } : {}),
        paymentPassword: values.paymentPassword,
      }),
    onSubmitted: onAdded,
  });
  const form = useActorForm(actor);
  const busy = useFormBusy(actor);
  const bankCode = useSelector(actor, (state) => state.context.values.bankCode);
  const bank = banks.find((entry) => entry.bankCode === bankCode);

  return (
    <section className="wallet-card" aria-labelledby="bank-card-title">
      <h2 id="bank-card-title" className="wallet-card__title">
        {LL.wallet.card.title()}
      </h2>
      <form noValidate onSubmit={form.onSubmit} className="wallet-form">
        <LockedFields locked={addCard.locked}>
          <FormField label={LL.wallet.card.bank()} required error={form.errorOf("bankCode")}>
            {({ inputId, describedBy }) => (
              <select id={inputId} className="field__input" {...describedBy} {...form.field("bankCode")}>
                <option value="">{LL.wallet.card.chooseBank()}</option>
                {banks.map((entry) => (
                  <option key={entry.bankCode} value={entry.bankCode}>
                    {entry.bankName}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={LL.wallet.card.number()} required error={form.errorOf("cardNumber")}>
            {({ inputId, describedBy }) => <input id={inputId} className="field__input" inputMode="numeric" autoComplete="off" {...describedBy} {...form.field("cardNumber")} />}
          </FormField>
          <FormField label={LL.wallet.card.accountName()} required error={form.errorOf("accountName")}>
            {({ inputId, describedBy }) => <input id={inputId} className="field__input" autoComplete="name" {...describedBy} {...form.field("accountName")} />}
          </FormField>
          {/* Whether the branch is needed is the bank's (branchRequired): shown once the bank is known, marked
              required then, so it never looks optional and turns out required after submit. */}
          {bank ? (
            <FormField
              label={LL.wallet.card.branch()}
              required={bank.branchRequired === true}
              hint={bank.branchRequired === true ? undefined : LL.wallet.card.branchOptional()}
              error={form.errorOf("branchName")}
            >
              {({ inputId, describedBy }) => <input id={inputId} className="field__input" {...describedBy} {...form.field("branchName")} />}
            </FormField>
          ) : null}
          {/* The form's first values hold it: a password given once the form is open is not picked up. */}
          {knownPassword ? (
            <p className="wallet-note">{LL.wallet.password.justSet()}</p>
          ) : (
            <FormField label={LL.wallet.withdraw.password()} required error={form.errorOf("paymentPassword")}>
              {({ inputId, describedBy }) => <input id={inputId} type="password" autoComplete="off" className="field__input" {...describedBy} {...form.field("paymentPassword")} />}
            </FormField>
          )}
        </LockedFields>
        <FormAlert text={form.alert} />
        <MoneyCallNotice phase={addCard.phase} what="bankCard" onRecheck={addCard.recheck} />
        {addCard.phase === "unknown" ? null : <SubmitButton label={LL.wallet.card.submit()} busy={busy} disabled={addCard.locked} />}
        {onCancel ? (
          <button type="button" className="button button--ghost button--block" onClick={onCancel}>
            {LL.common.cancel()}
          </button>
        ) : null}
      </form>
    </section>
  );
}
