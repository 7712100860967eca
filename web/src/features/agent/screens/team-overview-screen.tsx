import { useState } from "react";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { teamKpi } from "../api/get-team-kpi.ts";
import { teamKpiByProduct } from "../api/get-team-kpi-by-product.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { asQuery } from "../components/as-query.ts";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { productLabel } from "../components/product-label.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { StatTiles } from "../components/stat-tiles.tsx";
import { presetRange } from "../date-range.ts";

/** Days of per-day rows asked for (a month at most). */
const DAY_ROWS = 31;

/** /m/agent/team/overview: team KPIs for a date range — summary, by day, by product. */
export default function TeamOverviewScreen() {
  const { LL } = useI18nContext();
  const [range, setRange] = useState(() => presetRange("today"));
  const kpi = useApiQuery(teamKpi, { range: range, size: DAY_ROWS });
  const products = useApiQuery(teamKpiByProduct, range);

  return (
    <AgentPage label={LL.titles.agentTeamOverview()}>
      <DateRangePicker value={range} onChange={setRange} />
      <DataState query={combineQueries(asQuery(kpi), asQuery(products))} skeleton={<Skeleton shape="cards" count={4} />}>
        {([{ footer, list = [] }, byProduct]) => (
          <>
            <StatTiles
              label={LL.titles.agentTeamOverview()}
              stats={[
                { label: LL.agent.kpi.teamMembers(), value: footer.teamMemberCount ?? 0 },
                { label: LL.agent.kpi.teamBalance(), value: <Amount value={footer.teamBalance} /> },
                { label: LL.agent.kpi.deposit(), value: <Amount value={footer.teamDepositAmount} /> },
                { label: LL.agent.kpi.withdraw(), value: <Amount value={footer.teamWithdrawAmount} /> },
                { label: LL.agent.kpi.betAmount(), value: <Amount value={footer.teamBetAmount} /> },
                { label: LL.agent.kpi.profitLoss(), value: <Amount value={footer.teamProfitLoss} signed /> },
                { label: LL.agent.kpi.loginMembers(), value: footer.teamLoginMemberCount },
                { label: LL.agent.kpi.betMembers(), value: footer.teamBetMemberCount },
                { label: LL.agent.kpi.registered(), value: footer.teamRegisterMemberCount },
                { label: LL.agent.kpi.online(), value: footer.teamOnlineCount },
              ]}
            />
            {list.length > 0 ? (
              <DataTable
                caption={LL.agent.kpi.byDay()}
                rows={list}
                rowKey={(row) => row.date ?? ""}
                columns={[
                  { key: "date", label: LL.agent.columns.date(), cell: (row) => row.date },
                  { key: "login", label: LL.agent.kpi.loginMembers(), cell: (row) => row.teamLoginMemberCount, numeric: true },
                  { key: "bettors", label: LL.agent.columns.betMembers(), cell: (row) => row.teamBetMemberCount, numeric: true },
                  { key: "new", label: LL.agent.columns.newMembers(), cell: (row) => row.teamRegisterMemberCount, numeric: true },
                  { key: "bet", label: LL.agent.columns.betAmount(), cell: (row) => <Amount value={row.teamBetAmount} />, numeric: true },
                  { key: "pnl", label: LL.agent.columns.profitLoss(), cell: (row) => <Amount value={row.teamProfitLoss} signed />, numeric: true },
                ]}
              />
            ) : null}
            {byProduct.list.length > 0 ? (
              <DataTable
                caption={LL.agent.kpi.byProduct()}
                rows={byProduct.list}
                rowKey={(row) => row.productType ?? ""}
                columns={[
                  { key: "product", label: LL.agent.columns.product(), cell: (row) => productLabel(LL, row.productType ?? "") },
                  { key: "bettors", label: LL.agent.columns.betMembers(), cell: (row) => row.betMemberCount, numeric: true },
                  { key: "bet", label: LL.agent.columns.validBet(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
                  { key: "pnl", label: LL.agent.columns.profitLoss(), cell: (row) => <Amount value={row.profitLoss} signed />, numeric: true },
                ]}
              />
            ) : (
              <EmptyState text={LL.agent.report.empty()} />
            )}
          </>
        )}
      </DataState>
    </AgentPage>
  );
}
