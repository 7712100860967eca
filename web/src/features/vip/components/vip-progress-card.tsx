// The member's VIP progress as GET MCSFE_getPlayerRankProgress
// gives it (the level by name, this month's and the total turnover, each
// actual against expected) with the next level's name from the level table:
// "VIP3 → VIP4", the total turnover towards it, and this month's turnover
// with the retention rule (spec §4: missing it drops one level).
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { vipProgress } from "../api/get-vip-progress.ts";
import { useVipTable } from "../use-vip-table.ts";
import { levelBelow } from "../vip-levels.ts";
import { progressView, type TurnoverBar } from "../vip-progress.ts";
import { CrownIcon } from "./vip-icons.tsx";
import "./vip-progress.css";

function Turnover({ term, label, bar, money }: { term: string; label: string; bar: TurnoverBar; money: (amount: number) => string }) {
  const { LL } = useI18nContext();
  return (
    <div className="vip-progress__turnover">
      <p className="vip-progress__row">
        <span className="vip-progress__term">{term}</span>
        <span className="vip-progress__figures">{LL.vip.progress.figures({ actual: money(bar.actual), expected: money(bar.expected) })}</span>
      </p>
      <div className="vip-progress__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={bar.percent}>
        <span className="vip-progress__fill" style={{ width: `${bar.percent}%` }} />
      </div>
    </div>
  );
}

/** The card; `benefitsLink` adds the way to /m/member/benefits (member centre, VIP club page). */
export function VipProgressCard({ symbol, benefitsLink = false }: { symbol?: string; benefitsLink?: boolean }) {
  const { LL } = useI18nContext();
  const query = useApiQuery(vipProgress);
  // The next level's name: shown once the table is in; the progress does not wait for it.
  const table = useVipTable().data;
  const money = (amount: number) => formatMoney(amount, symbol);
  return (
    <section className="vip-progress" aria-label={LL.vip.progress.heading()}>
      <DataState query={query} skeleton={<Skeleton shape="rows" count={3} />}>
        {(progress) => {
          const view = progressView(progress, table);
          const { total, monthly } = view;
          const next = view.nextName;
          const lower = table ? levelBelow(table, view.rankName) : null;
          return (
            <>
              <div className="vip-progress__head">
                <p className="vip-progress__level">
                  <CrownIcon />
                  {next ? LL.vip.progress.path({ current: view.rankName, next }) : next === null ? LL.vip.progress.top({ current: view.rankName }) : view.rankName}
                </p>
                {benefitsLink ? (
                  <Link href={paths.benefits} className="vip-progress__link">
                    {LL.vip.progress.benefits()}
                    <ChevronRightIcon />
                  </Link>
                ) : null}
              </div>
              <Turnover term={LL.vip.progress.total()} label={next ? LL.vip.progress.totalBar({ level: next }) : LL.vip.progress.total()} bar={total} money={money} />
              <p className="vip-progress__note">
                {next === null
                  ? LL.vip.progress.topLevel()
                  : total.reached
                    ? next
                      ? LL.vip.progress.reachedNext({ level: next })
                      : LL.vip.progress.reachedNextLevel()
                    : next
                      ? LL.vip.progress.toNext({ amount: money(total.remaining), level: next })
                      : LL.vip.progress.toNextLevel({ amount: money(total.remaining) })}
              </p>
              <Turnover term={LL.vip.progress.monthly()} label={LL.vip.progress.monthly()} bar={monthly} money={money} />
              {view.keepAsked ? (
                <p className={`vip-progress__note${monthly.reached ? "" : " vip-progress__note--warn"}`}>
                  {monthly.reached
                    ? LL.vip.progress.kept({ level: view.rankName })
                    : `${LL.vip.progress.keep({ amount: money(monthly.remaining), level: view.rankName })} ${lower ? LL.vip.progress.dropTo({ level: lower }) : LL.vip.progress.dropOut()}`}
                </p>
              ) : null}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
