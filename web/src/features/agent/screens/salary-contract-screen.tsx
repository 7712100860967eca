import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDate } from "../../../lib/date.ts";
import { useSession } from "../../../shared/session/index.ts";
import { DataState, Skeleton, combineQueries } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { answerDailySalary, dailySalaryContracts, dailySalaryRecords, directDownlines, type DailySalaryRecord } from "../api/contract-calls.ts";
import { isWaiting } from "../contract-state.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { ContractLog, ContractSection, ContractState, HeldContract, RequestCard, UplineRequests, productName } from "../components/contract-parts.tsx";
import { SalaryTiers } from "../components/contract-tiers.tsx";
import { Pager } from "../components/pager.tsx";
import { SalaryOfferForm } from "../components/salary-offer-form.tsx";

/** The salary the agent's contracts paid, day by day, a page at a time. */
function SalaryRecords({ username }: { username: string }) {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const records = useApiQuery(dailySalaryRecords, { username, page });
  return (
    <ContractSection id="salary-records" title={LL.agent.contract.records()}>
      <DataState query={records} skeleton={<Skeleton shape="rows" count={3} />} isEmpty={(value) => value.list.length === 0} empty={<p className="agent-card__muted">{LL.agent.contract.noRecords()}</p>}>
        {(value) => (
          <>
            <DataTable<DailySalaryRecord>
              caption={LL.agent.contract.records()}
              rows={value.list}
              rowKey={(row) => `${row.recordDate}-${row.productType ?? ""}`}
              columns={[
                { key: "date", label: LL.agent.columns.date(), cell: (row) => formatDate(row.recordDate) },
                { key: "product", label: LL.agent.contract.product(), cell: (row) => productName(LL, row.productType) },
                { key: "turnover", label: LL.agent.contract.turnover(), cell: (row) => <Amount value={row.betVolume} />, numeric: true },
                { key: "members", label: LL.agent.contract.members(), cell: (row) => row.activeMember ?? "--", numeric: true },
                { key: "salary", label: LL.agent.contract.salary(), cell: (row) => <Amount value={row.amount} />, numeric: true },
              ]}
            />
            <Pager page={page} totalPages={value.totalPages} busy={records.isFetching} onPage={setPage} />
          </>
        )}
      </DataState>
    </ContractSection>
  );
}

/**
 * /m/member/agent/getSalaryContract (spec §2 contract pages; home's prompt
 * leads here): the upline's daily-salary requests waiting for the agent's
 * answer, the contracts the agent holds, those it offered its downlines (and
 * a new offer within its own), the salary paid, and the contracts' history.
 */
export default function SalaryContractScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const username = session?.userName ?? "";
  const contracts = useApiQuery(dailySalaryContracts, username);
  const downlines = useApiQuery(directDownlines);
  const nameOf = (list: readonly { customerId: number; customerName?: string }[], id: number | undefined) => list.find((row) => row.customerId === id)?.customerName ?? String(id ?? "--");

  return (
    <AgentPage label={LL.titles.salaryContract()}>
      <UplineRequests id="salary-requests" pick={(funds) => funds.dailysalreqtype}>
        {(product, rows) =>
          rows
            .filter((row) => isWaiting(row.status))
            .map((row) => (
              <RequestCard
                key={row.id}
                kind="dailySalary"
                product={product}
                status={row.status}
                downlineHigherRate={row.downlineHigherRate}
                answer={answerDailySalary}
                decision={(answer) => ({ id: row.id, status: answer })}
              >
                <SalaryTiers tiers={row.details ?? []} caption={LL.agent.contract.tiers({ product: productName(LL, product) })} />
              </RequestCard>
            ))
        }
      </UplineRequests>
      <ContractSection id="salary-mine" title={LL.agent.contract.mine()}>
        <DataState
          query={contracts}
          skeleton={<Skeleton shape="cards" count={1} />}
          isEmpty={(value) => value.agent.length === 0}
          empty={<p className="agent-card__muted">{LL.agent.contract.noMine()}</p>}
        >
          {(value) =>
            value.agent.map((row) => (
              <HeldContract key={row.id} product={row.productType} status={row.status} kind="dailySalary">
                <SalaryTiers tiers={row.details ?? []} caption={LL.agent.contract.tiers({ product: productName(LL, row.productType) })} />
              </HeldContract>
            ))
          }
        </DataState>
      </ContractSection>
      <ContractSection id="salary-offered" title={LL.agent.contract.offered()}>
        <DataState query={combineQueries(contracts, downlines)} skeleton={<Skeleton shape="cards" count={1} />}>
          {([value, team]) => (
            <>
              {(value.downline ?? []).length === 0 ? <p className="agent-card__muted">{LL.agent.contract.noOffered()}</p> : null}
              {(value.downline ?? []).map((row) => (
                <article key={row.id} className="contract-request" aria-label={nameOf(team.list, row.receiverId)}>
                  <div className="agent-card__row">
                    <h3 className="contract-request__product">
                      {nameOf(team.list, row.receiverId)} · {productName(LL, row.productType)}
                    </h3>
                    <ContractState status={row.status} kind="dailySalary" party="downline" />
                  </div>
                  <SalaryTiers tiers={row.details ?? []} caption={LL.agent.contract.tiers({ product: productName(LL, row.productType) })} />
                </article>
              ))}
              <SalaryOfferForm own={value.agent} downlines={team.list} />
            </>
          )}
        </DataState>
      </ContractSection>
      <SalaryRecords username={username} />
      <ContractLog kind="dailySalary" />
    </AgentPage>
  );
}
