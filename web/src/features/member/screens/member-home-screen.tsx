import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DEPOSIT_PATH } from "../../../lib/paths.ts";
import { LogoutButton } from "../../../shared/session/index.ts";
import { useMemberInfo } from "../api/get-member-info.ts";
import { useLayout } from "../api/use-template.ts";
import { Balance } from "../balance.tsx";
import { MemberShortcuts } from "../components/member-shortcuts.tsx";
import { VipProgressCard } from "../components/vip-progress-card.tsx";
import { MemberNavBar } from "../nav/member-nav-bar.tsx";
import "../member.css";

/**
 * /m/member/home (spec §2, issue 14): the navigation bar, the total balance
 * with hide and refresh, the VIP progress and the entries to the wallet,
 * messages, settings and help. The merchant's mem_cen template picks the new
 * layout (a balance hero and a grid) or the classic one (a list).
 */
export default function MemberHomeScreen() {
  const { LL } = useI18nContext();
  const layout = useLayout("mem_cen");
  const symbol = useMemberInfo().data?.currencySymbol;

  return (
    <div className={`member-home member-home--${layout}`} data-layout={layout}>
      <MemberNavBar />
      <section className="member-home__wallet" aria-label={LL.member.home.wallet()}>
        <Balance variant="card" />
        {layout === "new" ? (
          <div className="member-home__actions">
            <Link href={DEPOSIT_PATH} className="button button--primary button--small">
              {LL.member.nav.deposit()}
            </Link>
            <Link href="/m/withdraw" className="button button--ghost button--small">
              {LL.member.nav.withdraw()}
            </Link>
          </div>
        ) : null}
      </section>
      <VipProgressCard symbol={symbol} />
      <MemberShortcuts layout={layout === "new" ? "grid" : "list"} />
      <LogoutButton />
    </div>
  );
}
