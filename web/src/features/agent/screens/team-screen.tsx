import type { components } from "@platform/sdk";
import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDate, formatDateTime } from "../../../lib/date.ts";
import { formatMoney } from "../../../lib/money.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SearchIcon } from "../../../ui/icons.tsx";
import { downlines as downlinesQuery } from "../api/get-downlines.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DownlineRebates } from "../components/downline-rebates.tsx";
import { Pager } from "../components/pager.tsx";
import { StatusLabel } from "../components/status-label.tsx";

type Downline = components["schemas"]["DownlineAccount"];

function MemberCard({ member }: { member: Downline }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const detailsId = useId();
  return (
    <li className="agent-card">
      <button type="button" className="team-member__head" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span className="team-member__name">{member.customerName}</span>
        <StatusLabel text={member.isAgent ? LL.agent.team.agent() : LL.agent.team.member()} tone={member.isAgent ? "good" : undefined} />
      </button>
      <div id={detailsId} hidden={!open}>
        <dl className="agent-details">
          <dt>{LL.agent.team.balance()}</dt>
          <dd>
            <Amount value={member.balance} />
          </dd>
          <dt>{LL.agent.team.registered()}</dt>
          <dd>{member.registerTime === undefined ? "--" : formatDate(member.registerTime)}</dd>
          <dt>{LL.agent.team.lastLogin()}</dt>
          <dd>{member.lastLoginTime == null ? LL.agent.team.never() : formatDateTime(member.lastLoginTime)}</dd>
          {member.isAgent ? (
            <>
              <dt>{LL.agent.team.downlines()}</dt>
              <dd>{member.downlineCount ?? 0}</dd>
            </>
          ) : null}
        </dl>
        {editing ? (
          <DownlineRebates customerId={member.customerId} name={member.customerName} />
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
            {LL.agent.team.editRebates()}
          </button>
        )}
      </div>
    </li>
  );
}

/** /m/member/team: the direct downlines (GET ODSFE2_getSubordinatev2), searched by name and paged; each with its details and its rebates. */
export default function TeamScreen() {
  const { LL } = useI18nContext();
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const downlines = useApiQuery(downlinesQuery, { search, page });
  const searchId = useId();

  return (
    <AgentPage label={LL.titles.memberTeam()}>
      <form
        className="agent-filter"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <label className="agent-filter__field" htmlFor={searchId}>
          {LL.agent.team.search()}
          <input id={searchId} className="agent-input" type="search" value={draft} maxLength={20} autoComplete="off" onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" className="button button--primary button--small">
          <SearchIcon />
          {LL.agent.team.searchButton()}
        </button>
      </form>
      <DataState
        query={downlines}
        skeleton={<Skeleton shape="cards" count={4} />}
        isEmpty={(found) => found.list.length === 0}
        empty={<EmptyState text={search ? LL.agent.team.notFound() : LL.agent.team.empty()} />}
      >
        {(found) => (
          <>
            <p className="agent-card__muted">{LL.agent.team.count({ count: found.total ?? found.list.length, balance: formatMoney(found.footer?.balance ?? 0) })}</p>
            <ul className="agent-list" aria-label={LL.titles.memberTeam()}>
              {found.list.map((member) => (
                <MemberCard key={member.customerId} member={member} />
              ))}
            </ul>
            <Pager page={page} totalPages={found.totalPages} busy={downlines.isFetching} onPage={setPage} />
          </>
        )}
      </DataState>
    </AgentPage>
  );
}
