import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoneyShort } from "../../../lib/money.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useVipTable, vipExample, VipProgressCard } from "../../vip/index.ts";
import { vipProgress } from "../../vip/first-paint.ts";
import { memberInfo } from "../api/get-member-info.ts";
import "../member.css";

/**
 * /m/member/benefits (spec §2, §3, §4): the member's level and
 * turnovers (MCSFE_getPlayerRankProgress), the merchant's level table with
 * its benefits (MCSFE_getPlayerRankGroupLevels with MCSFE_getMemberClubBenefit)
 * and the member's row marked, and the retention rule with the table's own
 * figures.
 */
export default function BenefitsScreen() {
  const { LL } = useI18nContext();
  const table = useVipTable();
  const current = useApiQuery(vipProgress).data?.playerRankName;
  const symbol = useApiQuery(memberInfo).data?.currencySymbol;
  const number = (amount: number) => formatMoneyShort(amount, symbol);

  return (
    <div className="benefits">
      <VipProgressCard symbol={symbol} />

      <section className="benefits__table-wrap" aria-labelledby="benefits-table-title">
        <h2 id="benefits-table-title" className="benefits__title">
          {LL.member.benefits.tableTitle()}
        </h2>
        <DataState query={table} skeleton={<Skeleton shape="rows" count={8} />} isEmpty={(rows) => rows.length === 0} empty={<EmptyState text={LL.member.benefits.empty()} />}>
          {(rows) => (
            <DataTable
              caption={LL.member.benefits.tableCaption()}
              showCaption
              rows={rows}
              rowKey={(row) => row.name}
              isCurrent={(row) => row.name === current}
              columns={[
                {
                  key: "level",
                  label: LL.member.benefits.level(),
                  cell: (row) => (
                    <>
                      {row.name}
                      {row.name === current ? <span className="benefits__yours">{LL.member.benefits.yours()}</span> : null}
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
          )}
        </DataState>
      </section>

      <section className="benefits__rules" aria-labelledby="benefits-retention-title">
        <h2 id="benefits-retention-title" className="benefits__title">
          {LL.member.benefits.retentionTitle()}
        </h2>
        <RetentionRule number={number} rows={table.data} />
        <p>{LL.member.benefits.bonusRules()}</p>
      </section>
    </div>
  );
}

/** Spec §4 in the table's own figures (spec §9's example: VIP 4 and its 500,000). */
function RetentionRule({ rows, number }: { rows: Parameters<typeof vipExample>[0] | undefined; number: (amount: number) => string }) {
  const { LL } = useI18nContext();
  const { retention } = vipExample(rows);
  return <p>{LL.member.benefits.retention({ level: retention.level, amount: number(retention.monthly), lower: retention.lower })}</p>;
}
