import type { ReactNode } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { memberInfo } from "../../member/index.ts";
import { securityConfig } from "../api/get-security-config.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { SecureIcon } from "../components/agent-icons.tsx";
import { StatusLabel } from "../components/status-label.tsx";
import { securityPercent, securityRows, type SecurityItemKey } from "../security-score.ts";

/** The page of the app that completes an item; the items without one (questions, Google Authenticator, crypto wallets) only show their state. */
const COMPLETED_ON: Partial<Record<SecurityItemKey, string>> = {
  profile: paths.myAccount,
  loginPassword: paths.settingsChangePassword,
  paymentPassword: paths.withdraw,
  bankCards: paths.withdraw,
  email: paths.myAccount,
  payeeName: paths.myAccount,
  mobileVerified: paths.myAccount,
  idVerification: paths.realName,
};

/** Items a member may change once done (the others are set once, or done for good). */
const CHANGEABLE: readonly SecurityItemKey[] = ["profile", "loginPassword", "email"];

/**
 * One line of the list: the label takes the room left and
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

/** The previous login's time and address, as the real security centre shows them under the level (member info's lastLogin, lastLoginIp). */
function LastLogin() {
  const { LL } = useI18nContext();
  const info = useApiQuery(memberInfo);
  const { lastLogin, lastLoginIp } = info.data ?? {};
  if (!lastLogin || !lastLoginIp) return null;
  return <p className="agent-card__muted">{LL.agent.security.lastLogin({ time: formatDateTime(lastLogin), ip: lastLoginIp })}</p>;
}

/**
 * /m/securityCenter: how far the account is secured (the server's
 * completeProgress, floored) and each item the merchant offers, done or not,
 * with a link to the page of the app that completes it.
 */
export default function SecurityCenterScreen() {
  const { LL } = useI18nContext();
  const config = useApiQuery(securityConfig);

  return (
    <AgentPage label={LL.titles.securityCenter()}>
      <DataState query={config} skeleton={<Skeleton shape="menu" count={6} />}>
        {(security) => {
          const percent = securityPercent(security);
          return (
            <>
              <section className="agent-card" aria-labelledby="security-level">
                <h2 id="security-level" className="agent-card__title">
                  <SecureIcon /> {LL.agent.security.level()}
                </h2>
                <p className="agent-card__muted">{LL.agent.security.progress({ percent })}</p>
                <meter className="security-meter" min={0} max={100} value={percent} aria-label={LL.agent.security.level()} />
                <LastLogin />
              </section>
              <ul className="agent-card security-list" aria-label={LL.titles.securityCenter()}>
                {securityRows(security).map(({ key, done }) => {
                  const page = COMPLETED_ON[key];
                  const action = page && (!done || CHANGEABLE.includes(key)) ? (done ? LL.agent.security.change() : LL.agent.security.setUp()) : undefined;
                  return (
                    <Row
                      key={key}
                      label={LL.agent.security.items[key]()}
                      state={done ? LL.agent.security.done() : LL.agent.security.notDone()}
                      good={done}
                      action={
                        page && action ? (
                          <Link href={page} className="button button--ghost button--small" aria-label={`${action} ${LL.agent.security.items[key]()}`}>
                            {action}
                          </Link>
                        ) : undefined
                      }
                    />
                  );
                })}
              </ul>
            </>
          );
        }}
      </DataState>
    </AgentPage>
  );
}
