import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { downlines as downlinesQuery } from "../api/get-downlines.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { DownlineRebates } from "../components/downline-rebates.tsx";
import { Pager } from "../components/pager.tsx";

/**
 * /m/member/teamRebate: the direct downlines' rebates. Choose a downline (GET ODSFE2_getSubordinatev2),
 * see its rate per game type next to the most the agent may give, and raise them (PUT updateDownlineRebates).
 */
export default function TeamRebateScreen() {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const downlines = useApiQuery(downlinesQuery, { search: "", page });
  const [chosen, setChosen] = useState<number | undefined>();
  const pickId = useId();

  return (
    <AgentPage label={LL.titles.teamRebate()}>
      <DataState
        query={downlines}
        skeleton={<Skeleton shape="rows" count={4} />}
        isEmpty={(found) => found.list.length === 0}
        empty={<EmptyState text={LL.agent.team.empty()} />}
      >
        {(found) => {
          // The first downline's rates show at once; another is a tap away.
          const member = found.list.find((row) => row.customerId === chosen) ?? found.list[0];
          return (
            <>
              <section className="agent-card" aria-labelledby={`${pickId}-title`}>
                <h2 id={`${pickId}-title`} className="agent-card__title">
                  {LL.agent.team.choose()}
                </h2>
                <ul className="agent-chips" aria-label={LL.titles.memberTeam()}>
                  {found.list.map((row) => (
                    <li key={row.customerId}>
                      <button type="button" className={`chip${row.customerId === member?.customerId ? " chip--on" : ""}`} aria-pressed={row.customerId === member?.customerId} onClick={() => setChosen(row.customerId)}>
                        {row.customerName}
                      </button>
                    </li>
                  ))}
                </ul>
                <Pager page={page} totalPages={found.totalPages} busy={downlines.isFetching} onPage={setPage} />
              </section>
              {member ? (
                <section className="agent-card" aria-labelledby={`${pickId}-member`}>
                  <h2 id={`${pickId}-member`} className="agent-card__title">
                    {member.customerName}
                  </h2>
                  <DownlineRebates key={member.customerId} customerId={member.customerId} name={member.customerName} />
                </section>
              ) : null}
            </>
          );
        }}
      </DataState>
    </AgentPage>
  );
}
