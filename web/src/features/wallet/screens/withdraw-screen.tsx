import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useLastKnownAt } from "../../../lib/last-known.ts";
import { loadSecure } from "../../../lib/load-secure.ts";
import { combineQueries, DataState, Skeleton, type QueryLike } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { LockIcon } from "../../../ui/screen-icons.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../../member/index.ts";
import type { BankCard, WithdrawResult, WithdrawSettings } from "../api/api-types.ts";
import { bankCards } from "../api/get-bank-cards.ts";
import { withdrawBanks } from "../api/get-withdraw-banks.ts";
import { withdrawSettings, WITHDRAW_SETTINGS_PATH } from "../api/get-withdraw-settings.ts";
import { hasWithdrawalPassword } from "../api/has-withdrawal-password.ts";
import { BankCardForm } from "../components/bank-card-form.tsx";
import { PaymentPasswordForm } from "../components/payment-password-form.tsx";
import { WalletSummary } from "../components/wallet-summary.tsx";
import { WithdrawForm } from "../components/withdraw-form.tsx";
import { WithdrawResultView } from "../components/withdraw-result.tsx";
import { canAddCard, withdrawStep } from "../withdraw-rules.ts";
import "../wallet.css";

/** The bank card form with the server's banks (their rules), or why no card can be added. */
function AddCard({ onAdded, onCancel }: { onAdded: () => void; onCancel?: () => void }) {
  const { LL } = useI18nContext();
  const banks = useApiQuery(withdrawBanks);
  const payeeName = useApiQuery(memberInfo).data?.payeeName;
  return (
    <DataState query={banks} skeleton={<Skeleton shape="rows" count={4} />} isEmpty={(list) => list.length === 0} empty={<EmptyState text={LL.wallet.card.noBanks()} />}>
      {(list) => <BankCardForm banks={list} payeeName={payeeName} onAdded={onAdded} onCancel={onCancel} />}
    </DataState>
  );
}

/**
 * /m/withdraw (issue 14): the balance and limits; the lock explained; the
 * withdrawal password set first when there is none; a card added when there
 * is none; then the encrypted withdrawal and its result with the new balance.
 */
export default function WithdrawScreen() {
  const { LL } = useI18nContext();
  const settingsQuery = useApiQuery(withdrawSettings);
  const settings: QueryLike<WithdrawSettings> = settingsQuery;
  const lastKnownAt = useLastKnownAt(WITHDRAW_SETTINGS_PATH, settingsQuery);
  const cards: QueryLike<BankCard[]> = useApiQuery(bankCards);
  const hasPassword: QueryLike<boolean> = useApiQuery(hasWithdrawalPassword);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<WithdrawResult | null>(null);

  // The encrypted calls' chunk loads once the member starts filling a form, not with the page (its first-load budget).
  const preloadSecure = () => void loadSecure().catch(() => undefined);

  return (
    <div className="wallet" onFocusCapture={preloadSecure}>
      <DataState query={combineQueries(settings, cards, hasPassword)} skeleton={<Skeleton shape="rows" count={5} />}>
        {([withdrawSettings, cardList, passwordSet]) => {
          if (result) return <WithdrawResultView result={result} symbol={withdrawSettings.currencySymbol} onAgain={() => setResult(null)} />;
          const step = withdrawStep(withdrawSettings, passwordSet, cardList);
          return (
            <>
              <WalletSummary settings={withdrawSettings} lastKnownAt={lastKnownAt} />
              {step === "locked" ? (
                <section className="wallet-card wallet-locked" role="alert">
                  <LockIcon className="wallet-locked__icon" />
                  <h2 className="wallet-card__title">{LL.wallet.withdraw.locked()}</h2>
                  <p>{withdrawSettings.lockReason ?? LL.wallet.withdraw.lockedHelp()}</p>
                </section>
              ) : null}
              {step === "setPassword" ? <PaymentPasswordForm /> : null}
              {step === "addCard" || (step === "form" && adding) ? (
                <AddCard onAdded={() => setAdding(false)} onCancel={step === "form" ? () => setAdding(false) : undefined} />
              ) : null}
              {step === "form" && !adding ? (
                <section className="wallet-card" aria-labelledby="withdraw-title">
                  <h2 id="withdraw-title" className="wallet-card__title">
                    {LL.wallet.withdraw.title()}
                  </h2>
                  <WithdrawForm
                    settings={withdrawSettings}
                    cards={cardList}
                    onAddCard={canAddCard(withdrawSettings, cardList) ? () => setAdding(true) : undefined}
                    onDone={setResult}
                  />
                </section>
              ) : null}
            </>
          );
        }}
      </DataState>
    </div>
  );
}
