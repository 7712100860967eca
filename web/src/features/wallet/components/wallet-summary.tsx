import { useId } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { balanceText, formatMoney } from "../../../lib/money.ts";
import { commonStore } from "../../../stores/common.ts";
import { LastKnownNote } from "../../../ui/last-known-note.tsx";
import type { WithdrawSettings } from "../api/api-types.ts";

/**
 * The balance, what may be withdrawn, the limits and today's remaining count
 * (asterisks while balances are hidden). Figures that are not the current
 * ones (`lastKnownAt`: their refresh failed) are muted and say as of when
 * (issue 29), never shown as the balance.
 */
export function WalletSummary({ settings, lastKnownAt = null }: { settings: WithdrawSettings; lastKnownAt?: Date | null }) {
  const { LL } = useI18nContext();
  const noteId = useId();
  const { hideBalance } = useSnapshot(commonStore);
  const symbol = settings.currencySymbol;
  const amount = (value: number) => balanceText(value, { hidden: hideBalance, refreshing: false, symbol });
  return (
    <section className={`wallet-summary${lastKnownAt ? " wallet-summary--last-known" : ""}`} aria-label={LL.wallet.withdraw.summary()}>
      <div className="wallet-summary__main">
        <span className="wallet-summary__label">{LL.wallet.withdraw.withdrawable()}</span>
        <strong className="wallet-summary__amount" aria-describedby={lastKnownAt ? noteId : undefined}>
          {amount(settings.withdrawableBalance)}
        </strong>
        {lastKnownAt ? <LastKnownNote at={lastKnownAt} id={noteId} /> : null}
      </div>
      <dl className="wallet-details wallet-details--compact">
        <div>
          <dt>{LL.wallet.withdraw.balance()}</dt>
          <dd>{amount(settings.sumBalance)}</dd>
        </div>
        <div>
          <dt>{LL.wallet.withdraw.limitsLabel()}</dt>
          <dd>{LL.wallet.limits({ min: formatMoney(settings.minAmount, symbol), max: formatMoney(settings.maxAmount, symbol) })}</dd>
        </div>
        {settings.dailyCountRemaining === undefined || settings.dailyCountRemaining === null ? null : (
          <div>
            <dt>{LL.wallet.withdraw.today()}</dt>
            <dd>{LL.wallet.withdraw.todayLeft({ left: settings.dailyCountRemaining, limit: settings.dailyCountLimit ?? settings.dailyCountRemaining })}</dd>
          </div>
        )}
        {settings.turnoverRemaining ? (
          <div>
            <dt>{LL.wallet.withdraw.turnover()}</dt>
            <dd>{formatMoney(settings.turnoverRemaining, symbol)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
