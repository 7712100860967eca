import type { components } from "@platform/sdk";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SearchIcon } from "../../../ui/icons.tsx";
import { downlines as downlinesQuery } from "../api/get-downlines.ts";
import { rebateSettings } from "../api/get-rebate-settings.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { productLabel } from "../components/product-label.ts";
import { RebateEditForm } from "../components/rebate-edit-form.tsx";
import { StatusLabel } from "../components/status-label.tsx";

type Downline = components["schemas"]["DownlineAccount"];

function MemberCard({ member }: { member: Downline }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const own = useApiQuery(rebateSettings);
  const detailsId = useId();
  const isAgent = member.customerType !== 0;
  return (
    <li className="agent-card">
      <button type="button" className="team-member__head" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span className="team-member__name">{member.username}</span>
        <StatusLabel text={isAgent ? LL.agent.team.agent() : LL.agent.team.member()} tone={isAgent ? "good" : undefined} />
        <StatusLabel text={member.online ? LL.agent.team.online() : LL.agent.team.offline()} tone={member.online ? "good" : undefined} />
      </button>
      <div id={detailsId} hidden={!open}>
        <dl className="agent-details">
          <dt>{LL.agent.team.balance()}</dt>
          <dd>
            <Amount value={member.balance ?? 0} />
          </dd>
          <dt>{LL.agent.team.registered()}</dt>
          <dd>{member.registerDate ?? "--"}</dd>
          <dt>{LL.agent.team.lastLogin()}</dt>
          <dd>{member.lastLoginDate ?? LL.agent.team.never()}</dd>
          <dt>{LL.agent.team.downlines()}</dt>
          <dd>{member.downlineCount ?? 0}</dd>
          <dt>{LL.agent.team.rebates()}</dt>
          <dd>{member.rebates.map((row) => `${productLabel(LL, row.productType)} ${row.rebate}%`).join(" · ") || "--"}</dd>
        </dl>
        {member.rebateEditable && own.data ? (
          editing ? (
            <RebateEditForm member={member} own={own.data} onDone={() => setEditing(false)} />
          ) : (
            <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
              {LL.agent.team.editRebates()}
            </button>
          )
        ) : null}
      </div>
    </li>
  );
}

/** /m/member/team: the direct downline, searched by username, each with its details and (where allowed) rebate edit. */
export default function TeamScreen() {
  const { LL } = useI18nContext();
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const downlines = useApiQuery(downlinesQuery, search);
  const searchId = useId();

  return (
    <AgentPage label={LL.titles.memberTeam()}>
      <form
        className="agent-filter"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
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
        isEmpty={(page) => page.list.length === 0}
        empty={<EmptyState text={search ? LL.agent.team.notFound() : LL.agent.team.empty()} />}
      >
        {(page) => (
          <ul className="agent-list" aria-label={LL.titles.memberTeam()}>
            {page.list.map((member) => (
              <MemberCard key={member.customerId} member={member} />
            ))}
          </ul>
        )}
      </DataState>
    </AgentPage>
  );
}
