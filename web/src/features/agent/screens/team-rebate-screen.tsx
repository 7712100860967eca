import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { teamKpiByProduct } from "../api/get-team-kpi-by-product.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { productLabel } from "../components/product-label.ts";
import { ReportState } from "../components/report-state.tsx";
import { DataTable } from "../../../ui/data-table/index.ts";
import { useReportFilters } from "../components/use-report-filters.ts";

/** /m/member/teamRebate: the rebates the team earned by product (ODSFE2_TeamKPIB) for a date range, with totals. */
export default function TeamRebateScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("thisWeek");
  const products = useApiQuery(teamKpiByProduct, filters.range);

  return (
    <AgentPage label={LL.titles.teamRebate()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <ReportState query={products} rows={5}>
        {({ list, footer }) => (
          <DataTable
            caption={LL.titles.teamRebate()}
            rows={list}
            rowKey={(row) => row.productType ?? ""}
            columns={[
              { key: "product", label: LL.agent.columns.product(), cell: (row) => productLabel(LL, row.productType ?? "") },
              { key: "bettors", label: LL.agent.columns.betMembers(), cell: (row) => row.betMemberCount, numeric: true },
              { key: "valid", label: LL.agent.columns.validBet(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
              { key: "rebate", label: LL.agent.columns.rebate(), cell: (row) => <Amount value={row.rebateAmount ?? 0} />, numeric: true },
            ]}
            footer={{
              label: LL.agent.report.total(),
              cells: {
                bettors: footer.betMemberCount,
                valid: <Amount value={footer.validBetAmount} />,
                rebate: <Amount value={footer.rebateAmount ?? 0} />,
              },
            }}
          />
        )}
      </ReportState>
    </AgentPage>
  );
}
