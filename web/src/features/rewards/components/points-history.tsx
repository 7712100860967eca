import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { formatPoints } from "../../../lib/money.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { pointRedemptions } from "../api/get-point-redemptions.ts";

/** How many of the newest redemptions the mall lists. */
const SHOWN = 10;

/** The exchange history (MCSFE_getRedeemPointList): each redemption with its points, its time and its review, P under review, A passed, R refused (MC V0lM verifys). */
export function PointsHistory() {
  const { LL } = useI18nContext();
  const query = useApiQuery(pointRedemptions);
  return (
    <section className="rewards-section" aria-labelledby="points-history-title">
      <h2 id="points-history-title" className="rewards-section__title">
        {LL.rewards.mall.history.heading()}
      </h2>
      <DataState query={query} skeleton={<Skeleton shape="rows" count={2} />} isEmpty={(page) => page.list.length === 0} empty={<EmptyState text={LL.rewards.mall.history.empty()} />}>
        {(page) => (
          <ul className="points-history">
            {page.list.slice(0, SHOWN).map((line) => (
              <li key={line.redeemId} className="points-history__line">
                <div className="points-history__main">
                  <span className="points-history__name">{line.rewardName}</span>
                  <span className={`points-history__status points-history__status--${line.status}`}>{LL.rewards.mall.history[line.status]()}</span>
                </div>
                <div className="points-history__meta">
                  <span>{LL.rewards.mall.history.points({ points: formatPoints(line.points) })}</span>
                  <time dateTime={new Date(line.createdTime).toISOString()}>{formatDateTime(line.createdTime, "")}</time>
                </div>
                {line.remark ? <p className="points-history__remark">{line.remark}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}
