import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney, formatMoneyShort } from "../../../lib/money.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { VIP_LEVELS, vipLevel } from "../../vip/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../api/get-member-info.ts";
import { vipProgress } from "../api/get-vip-progress.ts";
import { CrownIcon } from "../member-icons.tsx";
import { progressView } from "../vip-progress.ts";
import "../member.css";

/** Spec §9 "VIP copy": the retention example is VIP 4 and its 500,000. */
const RETENTION_EXAMPLE_LEVEL = 4;

/**
 * /m/member/benefits (spec §2, §3, §4): the member's level and progress from
 * the rank-progress call, the static eight-level table with the member's row
 * marked, and the retention rule.
 */
export default function BenefitsScreen() {
  const { LL } = useI18nContext();
  const query = useApiQuery(vipProgress);
  const symbol = useApiQuery(memberInfo).data?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, symbol);
  const number = (amount: number) => formatMoneyShort(amount, symbol);
  const current = query.data?.currentLevel;

  return (
    <div className="benefits">
      <section className="benefits__current" aria-label={LL.member.benefits.current()}>
        <DataState query={query} skeleton={<Skeleton shape="rows" count={2} />}>
          {(progress) => {
            const view = progressView(progress);
            return (
              <>
                <p className="benefits__level">
                  <CrownIcon />
                  {view.level > 0 ? LL.member.benefits.levelName({ level: view.level }) : LL.member.benefits.noLevel()}
                </p>
                <p className="benefits__turnover">
                  {LL.member.benefits.cumulative()}: <strong>{money(progress.cumulativeTurnover)}</strong>
                </p>
                <div className="vip-card__bar" role="progressbar" aria-label={LL.member.home.progressLabel()} aria-valuemin={0} aria-valuemax={100} aria-valuenow={view.percent}>
                  <span className="vip-card__fill" style={{ width: `${view.percent}%` }} />
                </div>
                <p className="vip-card__note">
                  {view.nextLevel
                    ? LL.member.benefits.next({ level: view.nextLevel, amount: number(vipLevel(view.nextLevel)?.cumulativeTurnover ?? 0) })
                    : LL.member.home.topLevel()}
                </p>
              </>
            );
          }}
        </DataState>
      </section>

      <section className="benefits__table-wrap" aria-labelledby="benefits-table-title">
        <h2 id="benefits-table-title" className="benefits__title">
          {LL.member.benefits.tableTitle()}
        </h2>
        <DataTable
          caption={LL.member.benefits.tableCaption()}
          showCaption
          rows={VIP_LEVELS}
          rowKey={(row) => row.level}
          isCurrent={(row) => row.level === current}
          columns={[
            {
              key: "level",
              label: LL.member.benefits.level(),
              cell: (row) => (
                <>
                  {row.name}
                  {row.level === current ? <span className="benefits__yours">{LL.member.benefits.yours()}</span> : null}
                </>
              ),
            },
            { key: "turnover", label: LL.member.benefits.et(), cell: (row) => number(row.cumulativeTurnover), numeric: true },
            { key: "upgrade", label: LL.member.benefits.ur(), cell: (row) => number(row.upgradeReward), numeric: true },
            { key: "monthlyCondition", label: LL.member.benefits.mc(), cell: (row) => number(row.monthlyCondition), numeric: true },
            { key: "monthlyBonus", label: LL.member.benefits.mb(), cell: (row) => number(row.monthlyBonus), numeric: true },
            { key: "birthday", label: LL.member.benefits.bb(), cell: (row) => number(row.birthdayBonus), numeric: true },
          ]}
        />
      </section>

      <section className="benefits__rules" aria-labelledby="benefits-retention-title">
        <h2 id="benefits-retention-title" className="benefits__title">
          {LL.member.benefits.retentionTitle()}
        </h2>
        <p>{LL.member.benefits.retention({ amount: number(vipLevel(RETENTION_EXAMPLE_LEVEL)?.monthlyCondition ?? 0) })}</p>
        <p>{LL.member.benefits.bonusRules()}</p>
      </section>
    </div>
  );
}
