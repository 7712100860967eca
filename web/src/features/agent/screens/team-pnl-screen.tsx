import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { memberPnl } from "../api/get-member-pnl.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { ReportState } from "../components/report-state.tsx";
import { useReportFilters } from "../components/use-report-filters.ts";

/** /m/agent/team/pnl: each team member's bets, valid bets, payouts, win/loss, rebate and bonuses for a range of the platform's days (ODSFE2_MemPNL), with the totals. */
export default function TeamPnlScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("thisWeek");
  const pnl = useApiQuery(memberPnl, filters.range);

  return (
    <AgentPage label={LL.titles.teamPnl()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <ReportState query={pnl} rows={6}>
        {({ list, footer }) => (
          <DataTable
            caption={LL.titles.teamPnl()}
            rows={list}
            rowKey={(row) => row.customerName}
            columns={[
              { key: "member", label: LL.agent.pnl.member(), cell: (row) => row.customerName, word: true },
              { key: "bet", label: LL.agent.pnl.bet(), cell: (row) => <Amount value={row.totalBet} />, numeric: true },
              { key: "valid", label: LL.agent.pnl.valid(), cell: (row) => <Amount value={row.totalValidBet} />, numeric: true },
              { key: "payout", label: LL.agent.pnl.payout(), cell: (row) => <Amount value={row.totalWin} />, numeric: true },
              { key: "pnl", label: LL.agent.pnl.pnl(), cell: (row) => <Amount value={row.totalPNL} signed />, numeric: true },
              { key: "rebate", label: LL.agent.pnl.rebate(), cell: (row) => <Amount value={row.totalRebate ?? 0} />, numeric: true },
              { key: "promotion", label: LL.agent.pnl.promotion(), cell: (row) => <Amount value={row.totalPromotion ?? 0} />, numeric: true },
            ]}
            footer={{
              label: LL.agent.report.total(),
              cells: {
                bet: <Amount value={footer.totalBet ?? 0} />,
                valid: <Amount value={footer.totalValidBet ?? 0} />,
                payout: <Amount value={footer.totalWin ?? 0} />,
                pnl: <Amount value={footer.totalPNL ?? 0} signed />,
                rebate: <Amount value={footer.totalRebate ?? 0} />,
                promotion: <Amount value={footer.totalPromotion ?? 0} />,
              },
            }}
          />
        )}
      </ReportState>
    </AgentPage>
  );
}
