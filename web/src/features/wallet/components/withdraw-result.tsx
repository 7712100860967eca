import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import type { WithdrawResult } from "../api/api-types.ts";
import { CheckCircleIcon } from "../wallet-icons.tsx";

/** The accepted withdrawal: its amount, order number, review status and the new balance. */
export function WithdrawResultView({ result, symbol, onAgain }: { result: WithdrawResult; symbol: string; onAgain: () => void }) {
  const { LL } = useI18nContext();
  return (
    <section className="wallet-card wallet-result" role="status" aria-labelledby="withdraw-result-title">
      <CheckCircleIcon className="wallet-result__icon" />
      <h2 id="withdraw-result-title" className="wallet-card__title">
        {LL.wallet.withdraw.success()}
      </h2>
      <p className="wallet-result__amount">{formatMoney(result.amount, symbol)}</p>
      <dl className="wallet-details">
        <div>
          <dt>{LL.wallet.withdraw.order()}</dt>
          <dd>{result.transactionId}</dd>
        </div>
        <div>
          <dt>{LL.wallet.withdraw.status()}</dt>
          <dd>{LL.wallet.withdraw.statuses[result.status]()}</dd>
        </div>
        {result.sumBalance === undefined || result.sumBalance === null ? null : (
          <div>
            <dt>{LL.wallet.withdraw.newBalance()}</dt>
            <dd>{formatMoney(result.sumBalance, symbol)}</dd>
          </div>
        )}
      </dl>
      <div className="wallet-result__actions">
        <Link href={paths.memberCentre} className="button button--primary button--block">
          {LL.wallet.done()}
        </Link>
        <button type="button" className="button button--ghost button--block" onClick={onAgain}>
          {LL.wallet.withdraw.again()}
        </button>
      </div>
    </section>
  );
}
