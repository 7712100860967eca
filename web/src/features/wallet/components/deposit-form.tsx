import { amountRule, payeeNameRule, type FieldRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useRef, useState, type FormEvent } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useKeptDraft, useKeptOnExpiry } from "../../../lib/kept-on-expiry.ts";
import { formatMoney, formatMoneyShort } from "../../../lib/money.ts";
import { openPendingTab, type PendingTab } from "../../../lib/open-external.ts";
import { paths } from "../../../lib/routes.ts";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { Skeleton } from "../../../ui/data-state/index.ts";
import type { DepositChannel, DepositSettings } from "../api/api-types.ts";
import { useDeposit, type DepositOutcome } from "../api/deposit.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { depositPromotions } from "../api/get-deposit-promotions.ts";
import type { DepositOption } from "../deposit-options.ts";
import { bankName, depositBody, depositFee, depositLimits, depositMinimum, fixedAmounts, fixedAmountsOnly, promotionAvailable } from "../deposit-rules.ts";
import { moneyFormat } from "../money-format.ts";
import { useFormBusy } from "../use-form-busy.ts";
import { AmountField } from "./amount-field.tsx";
import { DEPOSIT_CHANNEL_KEY } from "../api/kept-deposit-channel.ts";


const DEPOSIT_FORM_KEY = "wallet.deposit";

export interface DepositDraft {
  [field: string]: string | number | boolean | null;
  code: string;
  vendorId: number;
  amount: string;
  bankCode: string | null;
  payeeName: string;
  promotionId: number | null;
}

/** The nickname rule of a channel that asks for it (`nicknameRequired` Y). */
const nicknameRule = (required: boolean): FieldRule => ({ required, maxLength: 64, requiredMessage: "field_required", message: "field_format_incorrect" });

/**
 * One channel's deposit, as the member centre's deposit page asks it: the bank (the channel's banks, in the
 * member's language), the amount within the channel's limits (raised to the first-deposit minimum before a
 * first deposit), the fixed amounts as chips (only those, no amount field, when the channel takes only
 * them), the fee and the bonus percent said, the depositor's name for a transfer by account name, the
 * nickname where the channel asks for it, a bonus where offered. One request per intent; a
 * failure keeps what was typed, an answer that did not come is checked in the records, never retried
 * blindly. A channel that pays on a page opens one tab during the tap that sends (a tab opened after the
 * answer would be blocked) and points it there once the answer comes; further taps open nothing.
 */
export function DepositForm({
  option,
  channel,
  settings,
  symbol,
  nickname,
  onDone,
}: {
  option: DepositOption;
  channel: DepositChannel;
  settings: DepositSettings | undefined;
  symbol?: string;
  nickname?: string | null;
  onDone: (outcome: DepositOutcome, amount: number) => void;
}) {
  const { LL, locale } = useI18nContext();
  const deposit = useDeposit({ onResumedDone: (outcome) => onDone(outcome, outcome.mode === "RECORDED" || outcome.mode === "MANUAL_TRANSFER" ? outcome.value.amount : 0) });
  const promotions = useApiQuery(depositPromotions, channel.vendorId);
  // A session that expired mid-deposit comes back with this channel's amount, bank, name and bonus.
  const draft = useKeptDraft<DepositDraft>(DEPOSIT_FORM_KEY);
  const kept = draft?.code === option.code && draft.vendorId === channel.vendorId ? draft : null;
  const [bankCode, setBankCode] = useState(channel.banks.find((bank) => bank.bankCode === kept?.bankCode)?.bankCode ?? channel.banks[0]?.bankCode);
  const [promotionId, setPromotionId] = useState<number | null>(typeof kept?.promotionId === "number" ? kept.promotionId : null);
  const pendingTab = useRef<PendingTab | null>(null);
  const askName = option.call === "transfer";
  const askNickname = channel.nicknameRequired === "Y";
  const onlyFixed = fixedAmountsOnly(channel);
  const [rules] = useState(() => ({
    amount: amountRule(depositLimits(channel, settings), moneyFormat(symbol)),
    payeeName: payeeNameRule(askName),
    nickname: nicknameRule(askNickname),
  }));
  const actor = useFormActor({
    rules,
    values: { ...(kept ? { amount: kept.amount ?? "", payeeName: kept.payeeName ?? "" } : {}), nickname: nickname ?? "" },
    submit: async (values) => {
      const bank = channel.banks.find((entry) => entry.bankCode === bankCode) ?? channel.banks[0]!;
      try {
        const body = depositBody(option, channel, bank, values.amount, { payeeName: askName ? values.payeeName : undefined, nickname: askNickname ? values.nickname : undefined, promotionId });
        const outcome = await deposit.submit({ call: option.call, body });
        if (outcome.mode === "LAUNCH_URL") pendingTab.current?.show(outcome.value.launchUrl);
        else pendingTab.current?.cancel();
        return { outcome, amount: Number(values.amount) };
      } catch (error) {
        pendingTab.current?.cancel();
        throw error;
      } finally {
        pendingTab.current = null;
      }
    },
    onSubmitted: ({ outcome, amount }: { outcome: DepositOutcome; amount: number }) => onDone(outcome, amount),
  });
  const form = useActorForm(actor);
  const busy = useFormBusy(actor);
  const amount = useSelector(actor, (state) => state.context.values.amount);
  const payeeName = useSelector(actor, (state) => state.context.values.payeeName);
  useKeptOnExpiry(DEPOSIT_CHANNEL_KEY, { code: option.code, vendorId: channel.vendorId });
  useKeptOnExpiry(DEPOSIT_FORM_KEY, { code: option.code, vendorId: channel.vendorId, amount, bankCode: bankCode ?? null, payeeName, promotionId });
  // The bonuses come with a call of their own, after the form is drawn; their choice sits above the
  // submit button, which moved down when they came (deposit's CLS of 0.027). Until the channel's bonuses are
  // known (answered or failed) the button's place shows a skeleton, and both come together.
  const promotionsKnown = promotions.data !== undefined || promotions.isError;
  const offered = (promotions.data ?? []).filter((promotion) => promotionAvailable(promotion, amount ? Number(amount) : undefined));
  const chosenPromotion = offered.some((promotion) => promotion.promotionId === promotionId) ? promotionId : null;
  const chips = fixedAmounts(channel, settings);
  const fee = amount ? depositFee(channel, Number(amount)) : 0;
  const chargesFee = (channel.customerCharge ?? 0) > 0 || (channel.customerChargeFixed ?? 0) > 0;
  const firstMinimum = settings?.firstDeposit === "N" && (settings.minFirstDepositAmount ?? 0) > channel.min ? depositMinimum(channel, settings) : null;
  const chinese = locale === "cn";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const alreadyBusy = actor.getSnapshot().hasTag("busy");
    form.onSubmit(event);
    // This tap passed the checks and sent the call: the payment page's tab opens now, inside the tap. A tap
    // while the call is on its way (a double or triple tap) sends nothing and opens nothing.
    const sent = !alreadyBusy && actor.getSnapshot().hasTag("busy");
    if (sent && option.call === "launch" && pendingTab.current === null) pendingTab.current = openPendingTab();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="wallet-form">
      <LockedFields locked={deposit.locked}>
        {channel.banks.length > 1 ? (
          <fieldset className="chip-group">
            <legend className="field__label">{LL.wallet.deposit.bank()}</legend>
            <div className="chip-group__chips">
              {channel.banks.map((bank) => (
                <label key={bank.bankCode} className={`wallet-chip${bank.bankCode === bankCode ? " wallet-chip--on" : ""}`}>
                  <input className="chip__input" type="radio" name="bankCode" value={bank.bankCode} checked={bank.bankCode === bankCode} onChange={() => setBankCode(bank.bankCode)} />
                  {safeImageSrc(bank.bankIconUrl) ? <img src={safeImageSrc(bank.bankIconUrl)} alt="" width={20} height={20} /> : null}
                  {bankName(bank, chinese)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {firstMinimum !== null ? <p className="wallet-note">{LL.wallet.deposit.firstDeposit({ amount: formatMoney(firstMinimum, symbol) })}</p> : null}
        {onlyFixed ? (
          <fieldset className="chip-group" aria-describedby={form.errorOf("amount") ? "deposit-amount-error" : undefined}>
            <legend className="field__label">{LL.wallet.deposit.fixedAmounts()}</legend>
            <div className="chip-group__chips">
              {chips.map((value) => (
                <label key={value} className={`wallet-chip${amount === String(value) ? " wallet-chip--on" : ""}`}>
                  <input className="chip__input" type="radio" name="amount" value={value} checked={amount === String(value)} onChange={() => actor.send({ type: "field.change", field: "amount", value: String(value) })} />
                  {formatMoneyShort(value, symbol)}
                </label>
              ))}
            </div>
            {form.errorOf("amount") ? (
              <p id="deposit-amount-error" className="field__error">
                {form.errorOf("amount")}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <>
            <AmountField label={LL.wallet.deposit.amount()} limits={depositLimits(channel, settings)} symbol={symbol} error={form.errorOf("amount")} field={form.field("amount")} />
            {chips.length > 0 ? (
              <div className="chip-group__chips" role="group" aria-label={LL.wallet.deposit.quickAmounts()}>
                {chips.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    className={`wallet-chip${amount === String(quick) ? " wallet-chip--on" : ""}`}
                    aria-pressed={amount === String(quick)}
                    onClick={() => actor.send({ type: "field.change", field: "amount", value: String(quick) })}
                  >
                    {formatMoneyShort(quick, symbol)}
                  </button>
                ))}
              </div>
            ) : null}
          </>
        )}
        {chargesFee ? (
          <p className="wallet-note">
            {fee > 0 ? LL.wallet.deposit.fee({ fee: formatMoney(fee, symbol) }) : LL.wallet.deposit.feeRate({ percent: channel.customerCharge ?? 0 })}
          </p>
        ) : null}
        {askName ? (
          <FormField label={LL.wallet.deposit.payeeName()} required error={form.errorOf("payeeName")}>
            {({ inputId, describedBy }) => <input id={inputId} className="field__input" autoComplete="name" {...describedBy} {...form.field("payeeName")} />}
          </FormField>
        ) : null}
        {askNickname ? (
          <FormField label={LL.wallet.deposit.nickname()} required error={form.errorOf("nickname")}>
            {({ inputId, describedBy }) => <input id={inputId} className="field__input" autoComplete="nickname" {...describedBy} {...form.field("nickname")} />}
          </FormField>
        ) : null}
        {offered.length > 0 ? (
          <fieldset className="promotion-choice">
            <legend className="field__label">{LL.wallet.deposit.promotion()}</legend>
            <label className={`promotion-choice__option${chosenPromotion === null ? " promotion-choice__option--current" : ""}`}>
              <input type="radio" name="promotionId" checked={chosenPromotion === null} onChange={() => setPromotionId(null)} />
              <span>{LL.wallet.deposit.noPromotion()}</span>
            </label>
            {offered.map((promotion) => (
              <label key={promotion.promotionId} className={`promotion-choice__option${chosenPromotion === promotion.promotionId ? " promotion-choice__option--current" : ""}`}>
                <input type="radio" name="promotionId" checked={chosenPromotion === promotion.promotionId} onChange={() => setPromotionId(promotion.promotionId)} />
                <span className="promotion-choice__text">
                  <strong>{promotion.title}</strong>
                  <small>
                    {promotion.maxBonus === undefined || promotion.maxBonus === null
                      ? LL.wallet.deposit.bonusRateNoCap({ rate: promotion.bonusRate })
                      : LL.wallet.deposit.bonusRate({ rate: promotion.bonusRate, max: formatMoney(promotion.maxBonus, symbol) })}
                    {" · "}
                    {LL.wallet.deposit.minDeposit({ amount: formatMoney(promotion.minDeposit, symbol) })}
                  </small>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </LockedFields>
      <FormAlert text={form.alert} />
      <MoneyCallNotice phase={deposit.phase} what="deposit" recordsHref={`${paths.transactionRecord}?codeTypes=deposit`} onRecheck={deposit.recheck} />
      {deposit.phase === "unknown" ? null : promotionsKnown ? (
        <SubmitButton label={LL.wallet.deposit.submit()} busy={busy} disabled={deposit.locked} />
      ) : (
        <Skeleton shape="rows" count={1} />
      )}
    </form>
  );
}
