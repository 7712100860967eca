import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { teamKpi } from "../api/get-team-kpi.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { productLabel } from "../components/product-label.ts";
import { StatTiles } from "../components/stat-tiles.tsx";
import { daysOf, presetRange } from "../date-range.ts";
import { categoryTotals, isQuiet, kpiDays } from "../team-kpi.ts";

/**
 * /m/agent/team/overview: the team KPI of a range of the platform's days (GET ODSFE2_teamKPIC): the
 * range's totals, one row per day (a quiet day the server left out shows as zeros) and the team's
 * win/loss per game.
 */
export default function TeamOverviewScreen() {
  const { LL } = useI18nContext();
  const [range, setRange] = useState(() => presetRange("thisWeek"));
  const kpi = useApiQuery(teamKpi, { range, size: daysOf(range).length });

  return (
    <AgentPage label={LL.titles.agentTeamOverview()}>
      <DateRangePicker value={range} onChange={setRange} />
      <DataState
        query={kpi}
        skeleton={<Skeleton shape="cards" count={4} />}
        isEmpty={({ list, footer }) => isQuiet(list, footer)}
        empty={<EmptyState text={LL.agent.kpi.noActivity()} />}
      >
        {({ list, footer }) => (
          <>
            <section className="agent-card" aria-labelledby="team-overview-totals">
              <h2 id="team-overview-totals" className="agent-card__title">
                {LL.agent.kpi.totals()}
              </h2>
              <StatTiles
                label={LL.agent.kpi.totals()}
                stats={[
                  { label: LL.agent.kpi.deposit(), value: <Amount value={footer.teamDeposit ?? 0} /> },
                  { label: LL.agent.kpi.withdraw(), value: <Amount value={footer.teamWithdraw ?? 0} /> },
                  { label: LL.agent.kpi.betAmount(), value: <Amount value={footer.teamTotalBet ?? 0} /> },
                  { label: LL.agent.kpi.payout(), value: <Amount value={footer.teamTotalWin ?? 0} /> },
                  { label: LL.agent.kpi.profitLoss(), value: <Amount value={footer.teamTotalPnl ?? 0} signed /> },
                  { label: LL.agent.kpi.loginMembers(), value: footer.teamLoginMemberCount ?? 0 },
                  { label: LL.agent.kpi.betMembers(), value: footer.teamBetMemberCount ?? 0 },
                  { label: LL.agent.kpi.depositMembers(), value: footer.teamDepositMemberCount ?? 0 },
                  { label: LL.agent.kpi.registered(), value: footer.teamRegisterMemberCount ?? 0 },
                  { label: LL.agent.kpi.online(), value: footer.teamOnlineCount ?? 0 },
                ]}
              />
              <p className="agent-card__muted">{LL.agent.kpi.pnlHint()}</p>
            </section>
            <DataTable
              caption={LL.agent.kpi.byDay()}
              showCaption
              rows={kpiDays(range, list)}
              rowKey={(row) => row.balanceDate}
              columns={[
                { key: "date", label: LL.agent.columns.date(), cell: (row) => row.balanceDate.slice(0, 10) },
                { key: "deposit", label: LL.agent.kpi.deposit(), cell: (row) => <Amount value={row.teamDeposit} />, numeric: true },
                { key: "withdraw", label: LL.agent.kpi.withdraw(), cell: (row) => <Amount value={row.teamWithdraw} />, numeric: true },
                { key: "bet", label: LL.agent.kpi.betAmount(), cell: (row) => <Amount value={row.teamTotalBet} />, numeric: true },
                { key: "pnl", label: LL.agent.kpi.profitLoss(), cell: (row) => <Amount value={row.teamTotalPnl} signed />, numeric: true },
                { key: "login", label: LL.agent.kpi.loginMembers(), cell: (row) => row.teamLoginMemberCount, numeric: true },
                { key: "bettors", label: LL.agent.kpi.betMembers(), cell: (row) => row.teamBetMemberCount, numeric: true },
                { key: "depositors", label: LL.agent.kpi.depositMembers(), cell: (row) => row.teamDepositMemberCount, numeric: true },
              ]}
            />
            <DataTable
              caption={LL.agent.kpi.byCategory()}
              showCaption
              rows={categoryTotals(list, footer)}
              rowKey={(row) => row.category}
              columns={[
                { key: "category", label: LL.agent.betting.category(), cell: (row) => productLabel(LL, row.category) },
                { key: "pnl", label: LL.agent.kpi.profitLoss(), cell: (row) => <Amount value={row.pnl} signed />, numeric: true },
              ]}
              footer={{ label: LL.agent.report.total(), cells: { pnl: <Amount value={footer.teamTotalPnl ?? 0} signed /> } }}
            />
          </>
        )}
      </DataState>
    </AgentPage>
  );
}
