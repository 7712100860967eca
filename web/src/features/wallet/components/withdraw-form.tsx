import { amountRule, checkAmount, keyMessage, paymentPasswordRule, smsCodeRule, smsCountdownMachine, type AmountLimits, type FieldRule } from "@platform/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useLatest } from "../../../lib/use-latest.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { fromCall } from "../../../lib/from-call.ts";
import { useKeptDraft, useKeptOnExpiry } from "../../../lib/kept-on-expiry.ts";
import { formatMoney, formatMoneyShort } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { memberInfo } from "../../member/index.ts";
import type { WalletBalances, WithdrawAccountInfo, WithdrawResult, WithdrawSettings } from "../api/api-types.ts";
import { useWithdraw } from "../api/secure-calls.ts";
import { sendWithdrawSmsCode } from "../api/send-withdraw-sms.ts";
import { moneyFormat } from "../money-format.ts";
import { usableJustSet, type JustSetPassword } from "../just-set-password.ts";
import { useFormBusy } from "../use-form-busy.ts";
import { firstCard, fixedWithdrawAmounts, needsSmsCode, withdrawable, withdrawCharge, withdrawLimits } from "../withdraw-rules.ts";
import { AmountField } from "./amount-field.tsx";
import { BankCardChoice } from "./bank-card-choice.tsx";
import { mainBalance } from "./wallet-summary.tsx";

/** What a session that expires mid-withdrawal keeps (lib/kept-on-expiry.ts). */
const WITHDRAW_FORM_KEY = "wallet.withdraw";

/**
 * The amount rule: within the current limits (`now()`, read at each check), and whole when the site takes no
 * decimals (`allowDecimal` N).
 */
function withdrawAmountRule(now: () => { limits: AmountLimits; settings: WithdrawSettings; format: (amount: number) => string }): FieldRule {
  const { limits, format } = now();
  return {
    ...amountRule(limits, format),
    check: (value) => {
      const { limits: latest, settings, format: formatNow } = now();
      return settings.allowDecimal === "N" && value.includes(".") ? keyMessage("amount_format") : checkAmount(value, latest, formatNow);
    },
  };
}

/** 'Get code': the SMS for this withdrawal, disabled while sending and counting down to the code's expiry. */
function SmsCodeButton({ onSend, sending, secondsLeft }: { onSend: () => void; sending: boolean; secondsLeft: number }) {
  const { LL } = useI18nContext();
  return (
    <button type="button" className="field__side-button" disabled={sending || secondsLeft > 0} onClick={onSend}>
      {secondsLeft > 0 ? LL.wallet.withdraw.smsCountdown({ seconds: secondsLeft }) : LL.wallet.withdraw.smsSend()}
    </button>
  );
}

/**
 * The withdrawal (encrypted POST /wps/v2/transaction/withdraw): the card (one under bank maintenance cannot be
 * chosen), the amount (the settings' fixed amounts as choices, within the card's limits and at most what may be
 * withdrawn now; whole when the site takes no decimals), the withdrawal password, and the SMS code when the
 * settings ask for one (every withdrawal, or above an amount), with the charge said before it is sent. One
 * request per intent: a refusal keeps what was typed; an answer that did not come locks the form
 * while the records are read, and is never offered as a retry.
 */
export function WithdrawForm({
  settings,
  info,
  balances,
  onAddCard,
  onDone,
  justSet,
}: {
  settings: WithdrawSettings;
  info: WithdrawAccountInfo;
  balances: WalletBalances;
  onAddCard?: () => void;
  onDone: (result: WithdrawResult, amount: number) => void;
  /** The withdrawal password the member has just set: used, not asked again, by a form opened soon after. */
  justSet?: JustSetPassword | null;
}) {
  const { LL } = useI18nContext();
  const api = useApi();
  const countryDialingCode = useApiQuery(memberInfo).data?.countryDialingCode;
  const withdraw = useWithdraw({ onResumedDone: (result) => onDone(result, result?.amount ?? 0) });
  const symbol = balances.currencySymbol ?? undefined;
  const available = withdrawable(mainBalance(balances), info);
  // A session that expired mid-withdrawal comes back with the amount and card (never the password or the code).
  const kept = useKeptDraft<{ amount: string; cardId: number }>(WITHDRAW_FORM_KEY);
  const [knownPassword] = useState(() => usableJustSet(justSet ?? null, Date.now()));
  const [cardId, setCardId] = useState(() => firstCard(info.bankCards, typeof kept?.cardId === "number" ? kept.cardId : undefined)?.bankCardId);
  // The rules are given once, when the form starts; they read the current limits and settings through this
  // (a return from the game wallets, a withdrawal or a refresh changes what may be withdrawn).
  const current = useLatest({ limits: withdrawLimits(settings, info, mainBalance(balances)), settings, format: moneyFormat(symbol) });
  const [rules] = useState(() => ({
    amount: withdrawAmountRule(() => current.current),
    paymentPassword: paymentPasswordRule,
    verificationCode: { ...smsCodeRule, required: false, requiredWhen: (values: Readonly<Record<string, string>>) => needsSmsCode(current.current.settings, Number(values.amount)) } satisfies FieldRule,
  }));
  const actor = useFormActor({
    rules,
    values: { ...(typeof kept?.amount === "string" ? { amount: kept.amount } : {}), ...(knownPassword ? { paymentPassword: knownPassword } : {}) },
    submit: async (values) => {
      const amount = Number(values.amount);
      const result = await withdraw.submit({
        amount,
        bankCardId: cardId ?? 0,
        password: values.paymentPassword,
        ...(needsSmsCode(settings, amount) ? { verificationCode: values.verificationCode } : {}),
      });
      return { result, amount };
    },
    onSubmitted: ({ result, amount }: { result: WithdrawResult; amount: number }) => onDone(result, amount),
  });
  const form = useActorForm(actor);
  const busy = useFormBusy(actor);
  const amount = useSelector(actor, (state) => state.context.values.amount);
  useKeptOnExpiry(WITHDRAW_FORM_KEY, { amount, cardId: cardId ?? null });
  const sms = useActorRef(useMemo(() => smsCountdownMachine.provide({ actors: { sendSmsCode: fromCall(() => sendWithdrawSmsCode(api, countryDialingCode)) } }), [api, countryDialingCode]));
  const smsSending = useSelector(sms, (state) => state.hasTag("sending"));
  const smsSecondsLeft = useSelector(sms, (state) => (state.hasTag("counting") ? state.context.secondsLeft : 0));
  const typed = Number(amount);
  const askCode = amount !== "" && Number.isFinite(typed) && needsSmsCode(settings, typed);
  const charge = amount !== "" && typed > 0 ? withdrawCharge(settings, typed) : null;
  const fixed = fixedWithdrawAmounts(settings);
  // 'All': what may be withdrawn now, in whole units where the site takes no decimals.
  const all = settings.allowDecimal === "N" ? Math.floor(available) : Math.floor(available * 100) / 100;

  return (
    <form noValidate onSubmit={form.onSubmit} className="wallet-form">
      <LockedFields locked={withdraw.locked}>
        <BankCardChoice cards={info.bankCards} selected={cardId} onSelect={setCardId} onAddCard={onAddCard} />
        {fixed.length > 0 ? (
          <div className="chip-group__chips" role="group" aria-label={LL.wallet.withdraw.fixedAmounts()}>
            {fixed.map((value) => (
              <button
                key={value}
                type="button"
                className={`wallet-chip${amount === String(value) ? " wallet-chip--on" : ""}`}
                aria-pressed={amount === String(value)}
                onClick={() => actor.send({ type: "field.change", field: "amount", value: String(value) })}
              >
                {formatMoneyShort(value, symbol)}
              </button>
            ))}
          </div>
        ) : null}
        <AmountField
          label={LL.wallet.withdraw.amount()}
          limits={settings.amountLimitFlag === "N" ? undefined : { min: info.minWithdrawal ?? settings.minimumAmount, max: info.maxWithdrawal ?? settings.maximumAmount }}
          symbol={symbol}
          error={form.errorOf("amount")}
          field={form.field("amount")}
          trailing={
            <button type="button" className="field__side-button" onClick={() => actor.send({ type: "field.change", field: "amount", value: String(all) })}>
              {LL.wallet.withdraw.all()}
            </button>
          }
        />
        {charge ? <p className="wallet-note">{LL.wallet.withdraw.charge({ percent: charge.percent, amount: formatMoney(charge.amount, symbol) })}</p> : null}
        {settings.withdrawExceedChargeMsg ? <p className="wallet-note">{settings.withdrawExceedChargeMsg}</p> : null}
        {knownPassword ? (
          <p className="wallet-note">{LL.wallet.password.justSet()}</p>
        ) : (
          <FormField label={LL.wallet.withdraw.password()} required error={form.errorOf("paymentPassword")}>
            {({ inputId, describedBy }) => <input id={inputId} type="password" autoComplete="off" className="field__input" {...describedBy} {...form.field("paymentPassword")} />}
          </FormField>
        )}
        {askCode ? (
          <FormField
            label={LL.wallet.withdraw.smsCode()}
            required
            hint={LL.wallet.withdraw.smsHelp()}
            error={form.errorOf("verificationCode")}
            trailing={<SmsCodeButton sending={smsSending} secondsLeft={smsSecondsLeft} onSend={() => sms.send({ type: "code.send", mobileNum: "", countryDialingCode: countryDialingCode ?? "" })} />}
          >
            {({ inputId, describedBy }) => <input id={inputId} className="field__input" inputMode="numeric" autoComplete="one-time-code" {...describedBy} {...form.field("verificationCode")} />}
          </FormField>
        ) : null}
      </LockedFields>
      <FormAlert text={form.alert} />
      <MoneyCallNotice phase={withdraw.phase} what="withdrawal" recordsHref={`${paths.transactionRecord}?codeTypes=withdraw`} onRecheck={withdraw.recheck} />
      {withdraw.phase === "unknown" ? null : <SubmitButton label={LL.wallet.withdraw.submit()} busy={busy} disabled={withdraw.locked} />}
    </form>
  );
}
