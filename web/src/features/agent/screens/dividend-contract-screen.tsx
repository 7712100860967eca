import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useSession } from "../../../shared/session/index.ts";
import { DataState, Skeleton, combineQueries } from "../../../ui/data-state/index.ts";
import { answerDividend, contractFunds, directDownlines, downlineDividendContracts } from "../api/contract-calls.ts";
import { byProduct, byReceiver, heldByProduct, isWaiting, shownRows } from "../contract-state.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { ContractLog, ContractSection, ContractState, HeldContract, RequestCard, UplineRequests, productName } from "../components/contract-parts.tsx";
import { DividendTiers } from "../components/contract-tiers.tsx";

/**
 * /m/member/agent/getDevidendContract (spec §2 contract pages; home's prompt
 * leads here): the upline's dividend requests waiting for the agent's answer
 * (one answer per product, for all its tiers), the contracts the agent
 * holds, its downlines' contracts (and who has none), and the history.
 */
export default function DividendContractScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const funds = useApiQuery(contractFunds);
  const downlineContracts = useApiQuery(downlineDividendContracts, session?.userName ?? "");
  const downlines = useApiQuery(directDownlines);

  return (
    <AgentPage label={LL.titles.dividendContract()}>
      <UplineRequests id="dividend-requests" pick={(funds) => funds.divtypecompperiodreq ?? funds.divtypereq}>
        {(product, rows) =>
          isWaiting(rows[0]!.status) && (
            <RequestCard
              kind="dividend"
              product={product}
              status={rows[0]!.status}
              downlineHigherRate={rows[0]!.downlineHigherRate}
              answer={answerDividend}
              decision={(answer) => ({ type: product, status: answer })}
            >
              <DividendTiers rows={rows} caption={LL.agent.contract.tiers({ product: productName(LL, product) })} />
            </RequestCard>
          )
        }
      </UplineRequests>
      <ContractSection id="dividend-mine" title={LL.agent.contract.mine()}>
        <DataState
          query={funds}
          skeleton={<Skeleton shape="cards" count={1} />}
          isEmpty={(value) => byProduct(heldByProduct(value.divtypeinfo)).length === 0}
          empty={<p className="agent-card__muted">{LL.agent.contract.noMine()}</p>}
        >
          {(value) =>
            byProduct(heldByProduct(value.divtypeinfo)).map(({ product, rows }) => (
              <HeldContract key={product} product={product} status={rows[0]!.status} kind="dividend">
                <DividendTiers rows={rows} caption={LL.agent.contract.tiers({ product: productName(LL, product) })} />
              </HeldContract>
            ))
          }
        </DataState>
      </ContractSection>
      <ContractSection id="dividend-offered" title={LL.agent.contract.offered()}>
        <DataState query={combineQueries(downlineContracts, downlines)} skeleton={<Skeleton shape="cards" count={1} />}>
          {([value, team]) => {
            const groups = byReceiver(value.downline).map(({ receiverId, rows }) => ({ receiverId, rows: shownRows(rows) }));
            const nameOf = (id: number) => team.list.find((row) => row.customerId === id)?.customerName ?? String(id);
            const without = team.list.filter((row) => !groups.some((group) => group.receiverId === row.customerId));
            return (
              <>
                {groups.length === 0 ? <p className="agent-card__muted">{LL.agent.contract.noOffered()}</p> : null}
                {groups.map(({ receiverId, rows }) => (
                  <article key={receiverId} className="contract-request" aria-label={nameOf(receiverId)}>
                    <div className="agent-card__row">
                      <h3 className="contract-request__product">
                        {nameOf(receiverId)} · {productName(LL, rows[0]!.productType)}
                      </h3>
                      <ContractState status={rows[0]!.status} kind="dividend" party="downline" />
                    </div>
                    <DividendTiers rows={rows} caption={LL.agent.contract.tiers({ product: productName(LL, rows[0]!.productType) })} />
                  </article>
                ))}
                {without.length > 0 ? (
                  <p className="agent-card__muted">{LL.agent.contract.withoutContract({ names: without.map((row) => row.customerName ?? String(row.customerId)).join(", ") })}</p>
                ) : null}
              </>
            );
          }}
        </DataState>
      </ContractSection>
      <ContractLog kind="dividend" />
    </AgentPage>
  );
}
