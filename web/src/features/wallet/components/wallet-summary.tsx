import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { balanceText, formatMoney } from "../../../lib/money.ts";
import { commonStore } from "../../../stores/common.ts";
import type { WithdrawSettings } from "../api/api-types.ts";

/** The balance, what may be withdrawn, the limits and today's remaining count (asterisks while balances are hidden). */
export function WalletSummary({ settings }: { settings: WithdrawSettings }) {
  const { LL } = useI18nContext();
  const { hideBalance } = useSnapshot(commonStore);
  const symbol = settings.currencySymbol;
  const amount = (value: number) => balanceText(value, { hidden: hideBalance, refreshing: false, symbol });
  return (
    <section className="wallet-summary" aria-label={LL.wallet.withdraw.summary()}>
      <div className="wallet-summary__main">
        <span className="wallet-summary__label">{LL.wallet.withdraw.withdrawable()}</span>
        <strong className="wallet-summary__amount">{amount(settings.withdrawableBalance)}</strong>
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
