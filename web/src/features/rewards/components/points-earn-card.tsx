import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { earnRates } from "../points-rules.ts";
import type { PointConfig } from "../reward-types.ts";

/** The mall's rule page in brief (MC V0lM lottMap, MCSFE_getPointConfig): the points each kind of bet and each deposit earns; nothing when none is set. */
export function PointsEarnCard({ config }: { config: PointConfig | undefined }) {
  const { LL } = useI18nContext();
  const rates = earnRates(config);
  if (rates.length === 0) return null;
  return (
    <section className="rewards-section" aria-labelledby="points-earn-title">
      <h2 id="points-earn-title" className="rewards-section__title">
        {LL.rewards.mall.earn.heading()}
      </h2>
      <dl className="points-earn">
        {rates.map(({ source, points }) => (
          <div key={source} className="points-earn__row">
            <dt>{LL.rewards.mall.earn[source]()}</dt>
            <dd>{LL.rewards.mall.earn.rate({ points: String(points), amount: formatMoney(1) })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
