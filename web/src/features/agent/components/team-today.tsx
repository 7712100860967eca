import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { teamKpi } from "../api/get-team-kpi.ts";
import { presetRange } from "../date-range.ts";
import { Amount } from "./amount.tsx";
import { StatTiles } from "./stat-tiles.tsx";

/**
 * Agent home's team statistics (spec §2, §7: the team KPI of the platform's today, `size` 0, read from
 * `value.footer`): who logged in, bet, registered and is online, then today's deposits and the team's win/loss.
 */
export function TeamToday() {
  const { LL } = useI18nContext();
  const kpi = useApiQuery(teamKpi, { range: presetRange("today"), size: 0 });
  return (
    <section className="agent-card" aria-labelledby="agent-team-today">
      <h2 id="agent-team-today" className="agent-card__title">
        {LL.agent.home.teamToday()}
      </h2>
      <DataState query={kpi} skeleton={<Skeleton shape="rows" count={2} />}>
        {({ footer }) => (
          <>
            <StatTiles
              columns={4}
              label={LL.agent.home.teamToday()}
              stats={[
                { label: LL.agent.home.loginCount(), value: footer.teamLoginMemberCount ?? 0 },
                { label: LL.agent.home.betCount(), value: footer.teamBetMemberCount ?? 0 },
                { label: LL.agent.home.registerCount(), value: footer.teamRegisterMemberCount ?? 0 },
                { label: LL.agent.home.onlineCount(), value: footer.teamOnlineCount ?? 0 },
              ]}
            />
            <StatTiles
              label={LL.agent.home.teamToday()}
              stats={[
                { label: LL.agent.kpi.deposit(), value: <Amount value={footer.teamDeposit ?? 0} /> },
                { label: LL.agent.kpi.profitLoss(), value: <Amount value={footer.teamTotalPnl ?? 0} signed /> },
              ]}
            />
          </>
        )}
      </DataState>
    </section>
  );
}
