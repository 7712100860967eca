import { amountRule, paymentPasswordRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useKeptDraft, useKeptOnExpiry } from "../../../lib/kept-on-expiry.ts";
import { paths } from "../../../lib/routes.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice } from "../../../ui/money-call/index.ts";
import type { BankCard, WithdrawResult, WithdrawSettings } from "../api/api-types.ts";
import { useWithdraw } from "../api/secure-calls.ts";
import { moneyFormat } from "../money-format.ts";
import { useFormBusy } from "../use-form-busy.ts";
import { withdrawLimits } from "../withdraw-rules.ts";
import { AmountField } from "./amount-field.tsx";
import { BankCardChoice } from "./bank-card-choice.tsx";

/** What a session that expires mid-withdrawal keeps (lib/kept-on-expiry.ts). */
const WITHDRAW_FORM_KEY = "wallet.withdraw";

/**
 * The withdrawal (encrypted POST /wps/transaction/withdraw): the card, the
 * amount (at most the withdrawable balance, within the limits, 2 decimals)
 * and the withdrawal password. One request per intent (issue 29): a refusal
 * keeps what was typed; an answer that did not come locks the form while the
 * records are read, and is never offered as a retry.
 */
export function WithdrawForm({
  settings,
  cards,
  onAddCard,
  onDone,
}: {
  settings: WithdrawSettings;
  cards: readonly BankCard[];
  onAddCard?: () => void;
  onDone: (result: WithdrawResult) => void;
}) {
  const { LL } = useI18nContext();
  const withdraw = useWithdraw({ onResumedDone: onDone });
  const symbol = settings.currencySymbol;
  // A session that expired mid-withdrawal comes back with the amount and card (never the password).
  const kept = useKeptDraft<{ amount: string; cardId: number }>(WITHDRAW_FORM_KEY);
  const [cardId, setCardId] = useState(() => cards.find((card) => card.id === kept?.cardId)?.id ?? (cards.find((card) => card.isDefault) ?? cards[0])?.id);
  const [rules] = useState(() => ({ amount: amountRule(withdrawLimits(settings), moneyFormat(symbol)), paymentPassword: paymentPasswordRule }));
  const actor = useFormActor({
    rules,
    values: typeof kept?.amount === "string" ? { amount: kept.amount } : undefined,
    submit: (values) => withdraw.submit({ amount: Number(values.amount), bankCardId: cardId ?? 0, paymentPassword: values.paymentPassword }),
    onSubmitted: onDone,
  });
  const form = useActorForm(actor);
  const busy = useFormBusy(actor);
  const amount = useSelector(actor, (state) => state.context.values.amount);
  useKeptOnExpiry(WITHDRAW_FORM_KEY, { amount, cardId: cardId ?? null });

  return (
    <form noValidate onSubmit={form.onSubmit} className="wallet-form">
      <LockedFields locked={withdraw.locked}>
        <BankCardChoice cards={cards} selected={cardId} onSelect={setCardId} onAddCard={onAddCard} />
        <AmountField
          label={LL.wallet.withdraw.amount()}
          limits={settings}
          symbol={symbol}
          error={form.errorOf("amount")}
          field={form.field("amount")}
          trailing={
            <button type="button" className="field__side-button" onClick={() => actor.send({ type: "field.change", field: "amount", value: String(settings.withdrawableBalance) })}>
              {LL.wallet.withdraw.all()}
            </button>
          }
        />
        <FormField label={LL.wallet.withdraw.password()} required error={form.errorOf("paymentPassword")}>
          {({ inputId, describedBy }) => <input id={inputId} type="password" autoComplete="off" className="field__input" {...describedBy} {...form.field("paymentPassword")} />}
        </FormField>
      </LockedFields>
      <FormAlert text={form.alert} />
      <MoneyCallNotice phase={withdraw.phase} what="withdrawal" recordsHref={`${paths.transactionRecord}?types=WITHDRAW`} onRecheck={withdraw.recheck} />
      {withdraw.phase === "unknown" ? null : <SubmitButton label={LL.wallet.withdraw.submit()} busy={busy} disabled={withdraw.locked} />}
    </form>
  );
}
