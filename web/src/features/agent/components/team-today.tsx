import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { teamKpi } from "../api/get-team-kpi.ts";
import { presetRange } from "../date-range.ts";
import { StatTiles } from "./stat-tiles.tsx";

/** Spec §2, §3: today's login, betting, registered and online counts (TeamKPIA, size 0, value.footer). */
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
          <StatTiles
            columns={4}
            label={LL.agent.home.teamToday()}
            stats={[
              { label: LL.agent.home.loginCount(), value: footer.teamLoginMemberCount },
              { label: LL.agent.home.betCount(), value: footer.teamBetMemberCount },
              { label: LL.agent.home.registerCount(), value: footer.teamRegisterMemberCount },
              { label: LL.agent.home.onlineCount(), value: footer.teamOnlineCount },
            ]}
          />
        )}
      </DataState>
    </section>
  );
}
