import { useState, type ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatTime } from "../../../lib/date.ts";
import { useLastKnownAt } from "../../../lib/last-known.ts";
import { loadSecure } from "../../../lib/load-secure.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { LockIcon } from "../../../ui/screen-icons.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../../member/index.ts";
import type { WithdrawResult } from "../api/api-types.ts";
import { WALLET_BALANCES_PATH, walletBalances } from "../api/get-wallet-balances.ts";
import { withdrawAccountInfo } from "../api/get-withdraw-account-info.ts";
import { withdrawBanks } from "../api/get-withdraw-banks.ts";
import { withdrawSettings } from "../api/get-withdraw-settings.ts";
import { hasWithdrawalPassword } from "../api/has-withdrawal-password.ts";
import { BankCardForm } from "../components/bank-card-form.tsx";
import { GameWallets } from "../components/game-wallets.tsx";
import { PaymentPasswordForm } from "../components/payment-password-form.tsx";
import { WalletSummary } from "../components/wallet-summary.tsx";
import { WithdrawForm } from "../components/withdraw-form.tsx";
import { WithdrawResultView } from "../components/withdraw-result.tsx";
import type { JustSetPassword } from "../just-set-password.ts";
import { canAddCard, withdrawHours, withdrawStep } from "../withdraw-rules.ts";
import "../wallet.css";

/** The bank card form with the server's banks (their rules), or why no card can be added. */
function AddCard({ justSet, onAdded, onCancel }: { justSet: JustSetPassword | null; onAdded: () => void; onCancel?: () => void }) {
  const { LL } = useI18nContext();
  const banks = useApiQuery(withdrawBanks);
  const payeeName = useApiQuery(memberInfo).data?.payeeName;
  return (
    <DataState query={banks} skeleton={<Skeleton shape="rows" count={4} />} isEmpty={(list) => list.length === 0} empty={<EmptyState text={LL.wallet.card.noBanks()} />}>
      {(list) => <BankCardForm banks={list} payeeName={payeeName} justSet={justSet} onAdded={onAdded} onCancel={onCancel} />}
    </DataState>
  );
}

/** Why no withdrawal can be made now: a title, and the merchant's message (HTML) or ours. */
function WithdrawNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="wallet-card wallet-locked" role="alert">
      <LockIcon className="wallet-locked__icon" />
      <h2 className="wallet-card__title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /m/withdraw: what may be withdrawn now (the main wallet, within what today still
 * allows), the per-withdrawal range, today's remaining count and amount and the withdrawal hours; the game
 * wallets' money and the way back to the main wallet; withdrawals closed (the merchant's message), outside
 * the hours, or none left today, explained; the merchant's precautions; the withdrawal password set first
 * when there is none (then not asked again by the forms that follow, just-set-password.ts); a card
 * added when there is none; then the encrypted withdrawal (fixed amounts, the
 * charge, the SMS code when asked) and its result.
 */
export default function WithdrawScreen() {
  const { LL } = useI18nContext();
  const settings = useApiQuery(withdrawSettings);
  const info = useApiQuery(withdrawAccountInfo);
  const balancesQuery = useApiQuery(walletBalances);
  const lastKnownAt = useLastKnownAt(WALLET_BALANCES_PATH, balancesQuery);
  const hasPassword = useApiQuery(hasWithdrawalPassword);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<{ value: WithdrawResult; amount: number } | null>(null);
  // The withdrawal password set on this page, in memory only, so the card and withdrawal forms that follow use it.
  const [justSet, setJustSet] = useState<JustSetPassword | null>(null);

  // The encrypted calls' chunk loads once the member starts filling a form, not with the page (its first-load budget).
  const preloadSecure = () => loadSecure.preload();

  return (
    <div className="wallet" onFocusCapture={preloadSecure}>
      <DataState query={combineQueries(settings, info, balancesQuery, hasPassword)} skeleton={<Skeleton shape="rows" count={5} />}>
        {([withdrawSetting, accountInfo, balances, passwordSet]) => {
          if (result) return <WithdrawResultView result={result.value} amount={result.amount} symbol={balances.currencySymbol ?? undefined} onAgain={() => setResult(null)} />;
          const step = withdrawStep(withdrawSetting, accountInfo, passwordSet);
          const hours = withdrawHours(withdrawSetting, formatTime);
          return (
            <>
              <WalletSummary balances={balances} info={accountInfo} settings={withdrawSetting} lastKnownAt={lastKnownAt} />
              {withdrawSetting.allowWithdrawNotificationMessage ? <p className="wallet-note wallet-note--card">{withdrawSetting.allowWithdrawNotificationMessage}</p> : null}
              <GameWallets balances={balances} />
              {step === "closed" ? (
                <WithdrawNotice title={LL.wallet.withdraw.closed()}>
                  {withdrawSetting.allowWithdrawMsg ? <SafeHtml html={withdrawSetting.allowWithdrawMsg} /> : <p>{LL.wallet.withdraw.closedHelp()}</p>}
                </WithdrawNotice>
              ) : null}
              {step === "notOffered" ? (
                <WithdrawNotice title={LL.wallet.withdraw.notOffered()}>
                  <p>{LL.wallet.withdraw.notOfferedHelp()}</p>
                </WithdrawNotice>
              ) : null}
              {step === "outsideHours" ? (
                <WithdrawNotice title={hours ? LL.wallet.withdraw.outsideHours(hours) : LL.wallet.withdraw.closed()}>
                  <p>{withdrawSetting.withdrawTimeMsg || LL.wallet.withdraw.outsideHoursHelp()}</p>
                </WithdrawNotice>
              ) : null}
              {step === "noneLeft" ? (
                <WithdrawNotice title={LL.wallet.withdraw.noneLeft()}>
                  <p>{LL.wallet.withdraw.noneLeftHelp({ limit: accountInfo.maxTransactionTimes ?? 0 })}</p>
                </WithdrawNotice>
              ) : null}
              {step === "setPassword" ? <PaymentPasswordForm onSet={(password) => setJustSet({ password, at: Date.now() })} /> : null}
              {step === "addCard" || (step === "form" && adding) ? (
                <AddCard justSet={justSet} onAdded={() => setAdding(false)} onCancel={step === "form" ? () => setAdding(false) : undefined} />
              ) : null}
              {step === "form" && !adding ? (
                <section className="wallet-card" aria-labelledby="withdraw-title">
                  <h2 id="withdraw-title" className="wallet-card__title">
                    {LL.wallet.withdraw.title()}
                  </h2>
                  <WithdrawForm
                    settings={withdrawSetting}
                    info={accountInfo}
                    balances={balances}
                    onAddCard={canAddCard(accountInfo) ? () => setAdding(true) : undefined}
                    justSet={justSet}
                    onDone={(value, amount) => setResult({ value, amount })}
                  />
                </section>
              ) : null}
              {withdrawSetting.precautionNote ? (
                <section className="wallet-card" aria-labelledby="withdraw-precautions">
                  <h2 id="withdraw-precautions" className="wallet-card__title">
                    {LL.wallet.withdraw.precautions()}
                  </h2>
                  <SafeHtml html={withdrawSetting.precautionNote} className="wallet-precautions" />
                </section>
              ) : null}
            </>
          );
        }}
      </DataState>
    </div>
  );
}
