import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import type { SignInRefusal } from "../api/claim-sign-in.ts";
import { fieldRoute, informationRoute, isInformationItem, shortfallOf } from "../sign-in-rules.ts";

/**
 * A refused check-in, said as the member centre says it (SIGNIN
 * renderClaimErrorContent): the deposit and bets still needed against what
 * the member has done, with the way to deposit; the information to complete,
 * each with its page where the app has one; any other refusal in the
 * server's own words.
 */
export function SignInRefusalNotice({ error, refusal }: { error: unknown; refusal: SignInRefusal | undefined }) {
  const { LL } = useI18nContext();
  const shortfall = shortfallOf(refusal?.errorCode, refusal?.value);
  const texts = LL.rewards.signIn;
  if (!shortfall || shortfall.kind === "field") {
    const route = shortfall ? fieldRoute(shortfall.field) : undefined;
    return (
      <div className="sign-in-refusal" role="alert">
        <p className="sign-in-refusal__title">{failureText(LL, error)}</p>
        {route ? (
          <Link href={paths[route]} className="button button--primary button--small">
            {texts.completeNow()}
          </Link>
        ) : null}
      </div>
    );
  }
  if (shortfall.kind === "information") {
    return (
      <div className="sign-in-refusal" role="alert">
        <p className="sign-in-refusal__title">{texts.informationTitle()}</p>
        <ul className="sign-in-refusal__list">
          {shortfall.items.map((item) => {
            const route = informationRoute(item);
            return (
              <li key={item}>
                <span>{isInformationItem(item) ? texts.information[item]() : item}</span>
                {route ? (
                  <Link href={paths[route]} className="sign-in-refusal__link">
                    {texts.completeNow()}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  const { kind, requiredDeposit, deposited, requiredBet, bet } = shortfall;
  // As the member centre: the deposit lines when a deposit is asked, the bet lines when bets are.
  const showDeposit = kind === "deposit" || (kind === "depositAndBet" && requiredDeposit > 0);
  const showBet = kind === "bet" || (kind === "depositAndBet" && requiredBet > 0);
  return (
    <div className="sign-in-refusal" role="alert">
      <p className="sign-in-refusal__title">{texts.requirementTitle()}</p>
      <dl className="sign-in-refusal__figures">
        {showDeposit ? (
          <>
            <dt>{texts.depositNeeded()}</dt>
            <dd>{formatMoney(requiredDeposit)}</dd>
            <dt>{texts.depositDone()}</dt>
            <dd>{formatMoney(deposited)}</dd>
          </>
        ) : null}
        {showBet ? (
          <>
            <dt>{texts.betNeeded()}</dt>
            <dd>{formatMoney(requiredBet)}</dd>
            <dt>{texts.betDone()}</dt>
            <dd>{formatMoney(bet)}</dd>
          </>
        ) : null}
      </dl>
      {showDeposit ? (
        <Link href={paths.deposit} className="button button--primary button--small">
          {texts.goDeposit()}
        </Link>
      ) : null}
    </div>
  );
}
