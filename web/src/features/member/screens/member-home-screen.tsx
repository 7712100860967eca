import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { gate, LogoutButton, useSession } from "../../../shared/session/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../api/get-member-info.ts";
import { useLayout } from "../api/use-template.ts";
import { Balance } from "../balance.tsx";
import { AgentCentreEntry } from "../components/agent-centre-entry.tsx";
import { MemberShortcuts } from "../components/member-shortcuts.tsx";
import { MemberNavBar } from "../nav/member-nav-bar.tsx";
import { VipProgressCard } from "../../vip/index.ts";
import "../member.css";

/**
 * A visitor's member centre: the navigation bar in its logged-out
 * state (spec §2: 'log in or sign up', Invite, More with no session check),
 * what logging in gives, and the entries, whose member-only targets ask to
 * log in (spec §6). No balance, VIP progress or log out.
 */
function VisitorMemberHome({ layout }: { layout: string }) {
  const { LL } = useI18nContext();
  return (
    <div className={`member-home member-home--${layout}`} data-layout={layout}>
      <MemberNavBar />
      <section className="member-home__wallet member-home__guest" aria-labelledby="member-home-guest">
        <h2 id="member-home-guest" className="member-home__guest-title">
          {LL.member.home.guestTitle()}
        </h2>
        <p className="member-home__guest-text">{LL.member.home.guestText()}</p>
        <div className="member-home__actions">
          <Link href={paths.login} className="button button--primary button--small">
            {LL.common.login()}
          </Link>
          <Link href={paths.register} className="button button--ghost button--small">
            {LL.common.register()}
          </Link>
        </div>
      </section>
      <MemberShortcuts layout={layout === "new" ? "grid" : "list"} />
    </div>
  );
}

/**
 * /m/member/home (spec §2): the navigation bar, the total balance
 * with hide and refresh, the VIP progress and the entries to the member's
 * records, messages, settings and help. Each destination once:
 * deposit, withdraw, rewards, invite and More (the daily check-in, promotions,
 * the VIP club, the points mall) are the bar's, the VIP benefits the progress
 * card's; an agent's way to the agent centre comes first after the bar. The
 * merchant's mem_cen template picks the new layout (a balance hero and a
 * grid) or the classic one (a list); until the status answers, the new one, which the
 * merchants' templates give (mem_cen "1"): the grid is drawn from the first paint and nothing below it
 * moves when the status comes (the list turning into the grid was most of the page's CLS).
 */
export default function MemberHomeScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const layout = useLayout("mem_cen", "new");
  const symbol = useApiQuery(memberInfo).data?.currencySymbol;

  if (session === null) return <VisitorMemberHome layout={layout} />;
  return (
    <div className={`member-home member-home--${layout}`} data-layout={layout}>
      <MemberNavBar />
      {gate("agentHome", session) === "allow" ? <AgentCentreEntry /> : null}
      <section className="member-home__wallet" aria-label={LL.member.home.wallet()}>
        <Balance variant="card" />
      </section>
      <VipProgressCard symbol={symbol} benefitsLink />
      <MemberShortcuts layout={layout === "new" ? "grid" : "list"} />
      <LogoutButton />
    </div>
  );
}
