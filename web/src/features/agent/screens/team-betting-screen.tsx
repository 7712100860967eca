import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { teamBets } from "../api/get-team-bets.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { ReportState } from "../components/report-state.tsx";
import { Pager } from "../components/pager.tsx";
import { productLabel } from "../components/product-label.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { StatusLabel } from "../components/status-label.tsx";
import { formatDateTime } from "../../../lib/date.ts";
import { useReportFilters } from "../components/use-report-filters.ts";

/** /m/teamBetting: the team's bets for a date range, paged. */
export default function TeamBettingScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("today");
  const bets = useApiQuery(teamBets, { range: filters.range, pageNo: filters.page });

  return (
    <AgentPage label={LL.titles.teamBetting()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <ReportState query={bets} rows={6}>
        {(page) => (
          <>
            <DataTable
              caption={LL.titles.teamBetting()}
              rows={page.list}
              rowKey={(row) => row.betId}
              columns={[
                { key: "member", label: LL.agent.columns.member(), cell: (row) => row.username },
                { key: "game", label: LL.agent.columns.game(), cell: (row) => `${row.gameName ?? ""} · ${productLabel(LL, row.productType)}` },
                { key: "bet", label: LL.agent.columns.betAmount(), cell: (row) => <Amount value={row.betAmount} />, numeric: true },
                { key: "winLoss", label: LL.agent.columns.winLoss(), cell: (row) => <Amount value={row.winLossAmount} signed />, numeric: true },
                {
                  key: "status",
                  label: LL.agent.columns.status(),
                  cell: (row) => (
                    <StatusLabel
                      text={(LL.agent.recordStatus as Record<string, () => string>)[row.status]?.() ?? row.status}
                      tone={row.status === "SETTLED" ? "good" : row.status === "CANCELLED" ? "bad" : undefined}
                    />
                  ),
                },
                { key: "time", label: LL.agent.columns.time(), cell: (row) => formatDateTime(row.betTime, "--") },
              ]}
            />
            <Pager page={filters.page} totalPages={page.totalPages ?? 1} busy={bets.isFetching} onPage={filters.setPage} />
          </>
        )}
      </ReportState>
    </AgentPage>
  );
}
