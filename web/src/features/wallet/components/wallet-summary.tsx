import { useId } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatTime } from "../../../lib/date.ts";
import { balanceText, formatMoney } from "../../../lib/money.ts";
import { commonStore } from "../../../stores/common.ts";
import { LastKnownNote } from "../../../ui/last-known-note.tsx";
import { HistoryLinks } from "../../member/index.ts";
import type { WalletBalances, WithdrawAccountInfo, WithdrawSettings } from "../api/api-types.ts";
import { MAIN_WALLET_TYPE_ID } from "../api/get-wallet-balances.ts";
import { withdrawable, withdrawHours, withdrawRange } from "../withdraw-rules.ts";

/** The main wallet's balance (what a withdrawal takes from): 0 when the server lists none. */
export function mainBalance(balances: WalletBalances): number {
  return balances.balance.find((wallet) => wallet.accountTypeId === MAIN_WALLET_TYPE_ID)?.availBalance ?? 0;
}

/**
 * What may be withdrawn now (the main wallet, at most what today still allows), the main wallet and the total,
 * the per-withdrawal range, today's remaining count and amount, and the withdrawal hours, as the member
 * centre's withdraw page says them (asterisks while balances are hidden), and the withdrawal records one tap
 * away. Figures that are not the current ones (`lastKnownAt`: their refresh failed) are muted and
 * say as of when, never shown as the balance.
 */
export function WalletSummary({
  balances,
  info,
  settings,
  lastKnownAt = null,
}: {
  balances: WalletBalances;
  info: WithdrawAccountInfo;
  settings: WithdrawSettings;
  lastKnownAt?: Date | null;
}) {
  const { LL } = useI18nContext();
  const noteId = useId();
  const { hideBalance } = useSnapshot(commonStore);
  const symbol = balances.currencySymbol ?? undefined;
  const amount = (value: number) => balanceText(value, { hidden: hideBalance, refreshing: false, symbol });
  const main = mainBalance(balances);
  const range = withdrawRange(settings, info);
  const hours = withdrawHours(settings, formatTime);
  const timesLeft = info.remainingTransactionTimes;
  const amountLeft = info.remainingWithdrawAmount;
  return (
    <section className={`wallet-summary${lastKnownAt ? " wallet-summary--last-known" : ""}`} aria-label={LL.wallet.withdraw.summary()}>
      <div className="wallet-summary__main">
        <span className="wallet-summary__label">{LL.wallet.withdraw.withdrawable()}</span>
        <strong className="wallet-summary__amount" aria-describedby={lastKnownAt ? noteId : undefined}>
          {amount(withdrawable(main, info))}
        </strong>
        {lastKnownAt ? <LastKnownNote at={lastKnownAt} id={noteId} /> : null}
      </div>
      <dl className="wallet-details wallet-details--compact">
        <div>
          <dt>{LL.wallet.withdraw.mainWallet()}</dt>
          <dd>{amount(main)}</dd>
        </div>
        {balances.sumBalance !== main ? (
          <div>
            <dt>{LL.wallet.withdraw.balance()}</dt>
            <dd>{amount(balances.sumBalance)}</dd>
          </div>
        ) : null}
        {range ? (
          <div>
            <dt>{LL.wallet.withdraw.limitsLabel()}</dt>
            <dd>{LL.wallet.limits({ min: formatMoney(range.min, symbol), max: formatMoney(range.max, symbol) })}</dd>
          </div>
        ) : null}
        {timesLeft === null || timesLeft === undefined ? null : (
          <div>
            <dt>{LL.wallet.withdraw.today()}</dt>
            <dd>{LL.wallet.withdraw.todayLeft({ left: timesLeft, limit: info.maxTransactionTimes ?? timesLeft })}</dd>
          </div>
        )}
        {amountLeft === null || amountLeft === undefined ? null : (
          <div>
            <dt>{LL.wallet.withdraw.amountLeft()}</dt>
            <dd>{formatMoney(amountLeft, symbol)}</dd>
          </div>
        )}
        <div>
          <dt>{LL.wallet.withdraw.hours()}</dt>
          <dd>{hours ? LL.wallet.withdraw.hoursRange(hours) : LL.wallet.withdraw.allDay()}</dd>
        </div>
      </dl>
      <HistoryLinks kind="withdraw" />
    </section>
  );
}
