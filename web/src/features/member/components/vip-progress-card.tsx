import { Link } from "wouter";
import { paths } from "../../../lib/routes.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { vipProgress } from "../api/get-vip-progress.ts";
import { CrownIcon } from "../member-icons.tsx";
import { progressView } from "../vip-progress.ts";

/** The member's VIP level, the bar to the next and this month's retention (spec §3, §4). */
export function VipProgressCard({ symbol }: { symbol?: string }) {
  const { LL } = useI18nContext();
  const query = useApiQuery(vipProgress);
  return (
    <section className="vip-card" aria-label={LL.member.home.vipProgress()}>
      <DataState query={query} skeleton={<Skeleton shape="rows" count={2} />}>
        {(progress) => {
          const view = progressView(progress);
          const money = (amount: number) => formatMoney(amount, symbol);
          return (
            <>
              <div className="vip-card__head">
                <span className="vip-card__level">
                  <CrownIcon />
                  {view.level > 0 ? LL.member.nav.level({ level: view.level }) : LL.member.nav.noLevel()}
                </span>
                <Link href={paths.benefits} className="vip-card__link">
                  {LL.member.home.benefits()}
                  <ChevronRightIcon />
                </Link>
              </div>
              <div
                className="vip-card__bar"
                role="progressbar"
                aria-label={LL.member.home.progressLabel()}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={view.percent}
              >
                <span className="vip-card__fill" style={{ width: `${view.percent}%` }} />
              </div>
              <p className="vip-card__note">
                {view.nextLevel && view.remaining !== null
                  ? LL.member.home.toNext({ amount: money(view.remaining), level: view.nextLevel })
                  : LL.member.home.topLevel()}
              </p>
              {view.monthlyCondition > 0 ? (
                <p className={`vip-card__note${view.keepsLevel ? "" : " vip-card__note--warn"}`}>
                  {view.keepsLevel
                    ? LL.member.home.monthlyKept()
                    : LL.member.home.monthly({ done: money(view.monthlyTurnover), need: money(view.monthlyCondition), level: view.level })}
                </p>
              ) : null}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
