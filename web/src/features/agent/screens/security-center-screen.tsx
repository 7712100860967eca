import type { ReactNode } from "react";
import { useApiQuery } from "../../../lib/api-query.ts";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { securityConfig } from "../api/get-security-config.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { SecureIcon } from "../components/agent-icons.tsx";
import { StatusLabel } from "../components/status-label.tsx";
import { securityScore } from "../security-score.ts";

/**
 * One line of the list (issue 34, item 9): the label takes the room left and
 * wraps; the state and its action keep their size on the right, and go under
 * the label together when both do not fit beside it (320 px, Malay).
 */
function Row({ label, state, good, action }: { label: string; state: string; good: boolean; action?: ReactNode }) {
  return (
    <li className="security-row">
      <span className="security-row__label">{label}</span>
      <span className="security-row__state">
        <StatusLabel text={state} tone={good ? "good" : "bad"} />
        {action}
      </span>
    </li>
  );
}

/** /m/securityCenter: login and withdrawal passwords, bound phone and email, cards, questions, login check. */
export default function SecurityCenterScreen() {
  const { LL } = useI18nContext();
  const config = useApiQuery(securityConfig);

  return (
    <AgentPage label={LL.titles.securityCenter()}>
      <DataState query={config} skeleton={<Skeleton shape="menu" count={6} />}>
        {(security) => {
          const score = securityScore(security);
          return (
            <>
              <section className="agent-card" aria-labelledby="security-level">
                <h2 id="security-level" className="agent-card__title">
                  <SecureIcon /> {LL.agent.security.level()}
                </h2>
                <p className="agent-card__muted">{LL.agent.security.levelScore(score)}</p>
                <meter className="security-meter" min={0} max={score.total} value={score.done} aria-label={LL.agent.security.level()} />
              </section>
              <ul className="agent-card security-list" aria-label={LL.titles.securityCenter()}>
                <Row
                  label={LL.agent.security.loginPassword()}
                  state={LL.agent.security.set()}
                  good
                  action={
                    <Link href={paths.settingsChangePassword} className="button button--ghost button--small">
                      {LL.agent.security.change()}
                    </Link>
                  }
                />
                <Row label={LL.agent.security.paymentPassword()} state={security.paymentPasswordSet ? LL.agent.security.set() : LL.agent.security.notSet()} good={security.paymentPasswordSet} />
                <Row
                  label={LL.agent.security.mobile()}
                  state={security.mobileBound ? LL.agent.security.bound({ value: security.maskedMobile ?? "" }) : LL.agent.security.notBound()}
                  good={security.mobileBound}
                />
                <Row
                  label={LL.agent.security.email()}
                  state={security.emailBound ? LL.agent.security.bound({ value: security.maskedEmail ?? "" }) : LL.agent.security.notBound()}
                  good={security.emailBound}
                />
                <Row label={LL.agent.security.bankCards()} state={LL.agent.security.cards({ count: security.bankCardCount ?? 0 })} good={(security.bankCardCount ?? 0) > 0} />
                <Row
                  label={LL.agent.security.securityQuestions()}
                  state={security.securityQuestionsSet ? LL.agent.security.set() : LL.agent.security.notSet()}
                  good={security.securityQuestionsSet}
                />
                <Row
                  label={LL.agent.security.loginIpVerification()}
                  state={security.loginIpVerification ? LL.agent.security.on() : LL.agent.security.off()}
                  good={security.loginIpVerification === true}
                />
              </ul>
            </>
          );
        }}
      </DataState>
    </AgentPage>
  );
}
