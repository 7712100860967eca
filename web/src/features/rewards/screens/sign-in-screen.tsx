// Spec §2 /m/activity/signIn (LOGIN promotion): the cycle's calendar, today's
// sign-in, the days signed and each day's reward. Signing credits the wallet:
// it goes through the money path (issue 29), and an answer that did not come
// is checked on the calendar, never offered as a retry. A visitor is asked to log in.
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { formatDate } from "../../../lib/date.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useSession } from "../../../shared/session/index.ts";
import { useClaimSignIn } from "../api/claim-sign-in.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { signIn as signInQuery } from "../api/get-sign-in.ts";
import { LoginFirst } from "../components/login-first.tsx";
import { SignInCalendar } from "../components/sign-in-calendar.tsx";
import type { SignInPromotion } from "../reward-types.ts";
import { signInState, todayOf } from "../sign-in-rules.ts";
import { useSingleFlight } from "../single-flight.ts";
import "../rewards.css";

function conditionText(LL: TranslationFunctions, condition: SignInPromotion["condition"]): string | null {
  if (!condition) return null;
  const { minDeposit, minValidBet } = condition;
  if (minDeposit != null && minValidBet != null) return LL.rewards.signIn.condition({ deposit: formatMoney(minDeposit), bet: formatMoney(minValidBet) });
  if (minDeposit != null) return LL.rewards.signIn.conditionDeposit({ amount: formatMoney(minDeposit), done: formatMoney(condition.depositToday ?? 0) });
  if (minValidBet != null) return LL.rewards.signIn.conditionBet({ amount: formatMoney(minValidBet), done: formatMoney(condition.validBetToday ?? 0) });
  return null;
}

function SignInView({ promotion }: { promotion: SignInPromotion }) {
  const { LL } = useI18nContext();
  const sign = useClaimSignIn();
  const once = useSingleFlight();
  const [error, setError] = useState<unknown>();
  const state = signInState(promotion);
  const today = todayOf(promotion);
  const condition = state === "open" ? null : conditionText(LL, promotion.condition);
  const buttonText = state === "signed" ? LL.rewards.signIn.signedToday() : state === "open" ? LL.rewards.signIn.signToday() : LL.rewards.signIn.notEligible();

  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{promotion.title}</h2>
        <p className="rewards-hero__text">
          {promotion.startDate
            ? promotion.endDate
              ? LL.rewards.signIn.period({ start: formatDate(promotion.startDate), end: formatDate(promotion.endDate) })
              : LL.rewards.signIn.noEnd({ start: formatDate(promotion.startDate) })
            : LL.rewards.signIn.heading()}
        </p>
        <p className="rewards-hero__count">{LL.rewards.signIn.progress({ signed: promotion.signedDays, total: promotion.cycleDays })}</p>
        <div
          className="rewards-progress"
          role="progressbar"
          aria-label={LL.rewards.signIn.calendar()}
          aria-valuemin={0}
          aria-valuemax={promotion.cycleDays}
          aria-valuenow={promotion.signedDays}
        >
          <span style={{ width: `${(promotion.signedDays / promotion.cycleDays) * 100}%` }} />
        </div>
        <p className="rewards-hero__text">{LL.rewards.signIn.totalReward({ amount: formatMoney(promotion.totalReward ?? 0) })}</p>
      </section>
      <section className="rewards-section" aria-label={LL.rewards.signIn.calendar()}>
        <SignInCalendar days={promotion.days} today={promotion.signedToday ? undefined : today?.day} />
        {condition ? <p className="rewards-note">{condition}</p> : null}
        {error !== undefined && !sign.locked ? (
          <p className="reward-card__error" role="alert">
            {failureText(LL, error)}
          </p>
        ) : null}
        <MoneyCallNotice phase={sign.phase} what="signIn" recordsHref={`${paths.transactionRecord}?types=BONUS`} onRecheck={sign.recheck} />
        {sign.phase === "unknown" ? null : (
          <button
            type="button"
            className="button button--primary button--block sign-in-button"
            disabled={state !== "open" || sign.locked}
            aria-busy={sign.locked}
            onClick={() =>
              once(async () => {
                setError(undefined);
                try {
                  const result = await sign.submit(promotion.promotionId);
                  toast.success(LL.rewards.signIn.signedToast({ amount: formatMoney(result.reward) }));
                } catch (failure) {
                  setError(failure);
                  throw failure;
                }
              })
            }
          >
            {buttonText}
          </button>
        )}
      </section>
      {promotion.rules ? (
        <section className="rewards-section">
          <h2 className="rewards-section__title">{LL.rewards.signIn.rules()}</h2>
          <SafeHtml html={promotion.rules} className="rewards-rules" />
        </section>
      ) : null}
    </>
  );
}

/** A visitor (who opened the address: the More entry sends one to log in) is asked to log in, as the points mall asks. */
export default function SignInScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const signIn = useApiQuery(signInQuery);
  return (
    <div className="rewards-page">
      {session ? (
        <DataState query={signIn} skeleton={<Skeleton shape="cards" count={4} />}>
          {(promotion) => <SignInView promotion={promotion} />}
        </DataState>
      ) : (
        <LoginFirst text={LL.rewards.signIn.loginFirst()} />
      )}
    </div>
  );
}
