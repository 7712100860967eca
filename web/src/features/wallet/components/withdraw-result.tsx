import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import type { WithdrawResult } from "../api/api-types.ts";
import { CheckCircleIcon } from "../wallet-icons.tsx";

/**
 * The accepted withdrawal: its amount, and what the answer says of it (its order number, review status and
 * the new balance; the member centre's answer may say none of these, then only the amount shows).
 */
export function WithdrawResultView({ result, amount, symbol, onAgain }: { result: WithdrawResult; amount: number; symbol: string | undefined; onAgain: () => void }) {
  const { LL } = useI18nContext();
  return (
    <section className="wallet-card wallet-result" role="status" aria-labelledby="withdraw-result-title">
      <CheckCircleIcon className="wallet-result__icon" />
      <h2 id="withdraw-result-title" className="wallet-card__title">
        {LL.wallet.withdraw.success()}
      </h2>
      <p className="wallet-result__amount">{formatMoney(result?.amount ?? amount, symbol)}</p>
      <dl className="wallet-details">
        {result?.transactionId ? (
          <div>
            <dt>{LL.wallet.withdraw.order()}</dt>
            <dd>{result.transactionId}</dd>
          </div>
        ) : null}
        <div>
          <dt>{LL.wallet.withdraw.status()}</dt>
          <dd>{LL.wallet.withdraw.statuses[result?.status ?? "PENDING"]()}</dd>
        </div>
        {result?.sumBalance === undefined || result.sumBalance === null ? null : (
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
