import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberPnl } from "../api/get-member-pnl.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { ReportState } from "../components/report-state.tsx";
import { Pager } from "../components/pager.tsx";
import { DataTable } from "../../../ui/data-table/index.ts";
import { useReportFilters } from "../components/use-report-filters.ts";

/** /m/agent/team/pnl: each downline's bets, win/loss, bonus, rebate and profit/loss for a date range, with totals. */
export default function TeamPnlScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("thisWeek");
  const pnl = useApiQuery(memberPnl, { range: filters.range, pageNo: filters.page });

  return (
    <AgentPage label={LL.titles.teamPnl()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <ReportState query={pnl} rows={6}>
        {(page) => (
          <>
            <DataTable
              caption={LL.titles.teamPnl()}
              rows={page.list}
              rowKey={(row) => row.customerId ?? row.username ?? ""}
              columns={[
                { key: "member", label: LL.agent.columns.member(), cell: (row) => row.username },
                { key: "bets", label: LL.agent.columns.betCount(), cell: (row) => row.betCount ?? 0, numeric: true },
                { key: "valid", label: LL.agent.columns.validBet(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
                { key: "winLoss", label: LL.agent.columns.winLoss(), cell: (row) => <Amount value={row.winLossAmount} signed />, numeric: true },
                { key: "bonus", label: LL.agent.columns.bonus(), cell: (row) => <Amount value={row.bonusAmount ?? 0} />, numeric: true },
                { key: "rebate", label: LL.agent.columns.rebate(), cell: (row) => <Amount value={row.rebateAmount ?? 0} />, numeric: true },
                { key: "pnl", label: LL.agent.columns.profitLoss(), cell: (row) => <Amount value={row.profitLoss} signed />, numeric: true },
              ]}
              footer={{
                label: LL.agent.report.total(),
                cells: {
                  bets: page.footer.betCount ?? 0,
                  valid: <Amount value={page.footer.validBetAmount} />,
                  winLoss: <Amount value={page.footer.winLossAmount} signed />,
                  bonus: <Amount value={page.footer.bonusAmount ?? 0} />,
                  rebate: <Amount value={page.footer.rebateAmount ?? 0} />,
                  pnl: <Amount value={page.footer.profitLoss} signed />,
                },
              }}
            />
            <Pager page={filters.page} totalPages={page.totalPages ?? 1} busy={pnl.isFetching} onPage={filters.setPage} />
          </>
        )}
      </ReportState>
    </AgentPage>
  );
}
