import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { balanceText } from "../../../lib/money.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { commonStore } from "../../../stores/common.ts";
import { FormAlert } from "../../../ui/form/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { memberInfo } from "../../member/index.ts";
import type { WalletBalances } from "../api/api-types.ts";
import { MAIN_WALLET_TYPE_ID } from "../api/get-wallet-balances.ts";
import { useReturnToMainWallet } from "../api/wallet-return.ts";

/**
 * The game wallets that hold money (or whose vendor is under maintenance), beside the main wallet a
 * withdrawal takes from, and the member centre's "return balance": every game wallet's money back into the
 * main wallet, one request per tap. Nothing when every game wallet is empty.
 */
export function GameWallets({ balances }: { balances: WalletBalances }) {
  const { LL } = useI18nContext();
  const { hideBalance } = useSnapshot(commonStore);
  const customerId = useApiQuery(memberInfo).data?.id;
  const move = useReturnToMainWallet();
  const games = balances.balance.filter((wallet) => wallet.accountTypeId !== MAIN_WALLET_TYPE_ID && wallet.availBalance > 0);
  if (games.length === 0) return null;
  const symbol = balances.currencySymbol ?? undefined;
  const movable = games.some((wallet) => wallet.status === "OK" || wallet.status === undefined || wallet.status === null);
  return (
    <section className="wallet-card game-wallets" aria-labelledby="game-wallets-title">
      <h2 id="game-wallets-title" className="wallet-card__title">
        {LL.wallet.wallets.title()}
      </h2>
      <p className="wallet-card__intro">{LL.wallet.wallets.returnHelp()}</p>
      <dl className="wallet-details">
        {games.map((wallet) => (
          <div key={wallet.accountTypeId}>
            <dt>{wallet.displayName || wallet.accountName || String(wallet.accountTypeId)}</dt>
            <dd>
              {wallet.status && wallet.status !== "OK" ? LL.wallet.wallets.maintenance() : balanceText(wallet.availBalance, { hidden: hideBalance, refreshing: false, symbol })}
            </dd>
          </div>
        ))}
      </dl>
      {move.phase === "checking" ? (
        <p className="game-wallets__status" role="status">
          <Spinner size="small" /> {LL.wallet.wallets.returning()}
        </p>
      ) : null}
      {move.phase === "unknown" ? (
        <div className="game-wallets__status" role="alert">
          <span>{LL.wallet.wallets.returnUnknown()}</span>
          <button type="button" className="button button--ghost button--small" onClick={move.recheck}>
            {LL.wallet.wallets.checkAgain()}
          </button>
        </div>
      ) : null}
      <FormAlert text={move.phase === "refused" && move.failure ? failureText(LL, move.failure) : undefined} />
      {movable && customerId !== undefined && move.phase !== "unknown" ? (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={move.locked}
          aria-busy={move.phase === "sending"}
          onClick={() => void move.submit({ customerId }).catch(() => undefined)}
        >
          {LL.wallet.wallets.returnAll()}
        </button>
      ) : null}
    </section>
  );
}
