import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateApiQueries, useApiMutation, useApiQuery } from "../../../lib/api-query.ts";
import { contracts, type AnyContract, type ContractAction, type ContractKind } from "../api/contract-calls.ts";
import { canDecide } from "../contract-state.ts";
import { AgentPage } from "./agent-frame.tsx";
import { ContractTiers } from "./contract-tiers.tsx";
import { StatusLabel } from "./status-label.tsx";

const tone = { SIGNED: "good", REJECTED: "bad", TERMINATED: "bad" } as const;

function ContractFacts({ contract }: { contract: AnyContract }) {
  const { LL } = useI18nContext();
  const facts = [
    contract.uplineName ? LL.agent.contract.offeredBy({ name: contract.uplineName }) : undefined,
    contract.effectiveDate ? LL.agent.contract.effective({ date: contract.effectiveDate }) : undefined,
    contract.offeredDate ? LL.agent.contract.offered({ date: contract.offeredDate }) : undefined,
    contract.decidedDate ? LL.agent.contract.decided({ date: contract.decidedDate }) : undefined,
    contract.endDate ? LL.agent.contract.ended({ date: contract.endDate }) : undefined,
    "cycle" in contract && contract.cycle ? `${LL.agent.dividend.cycle()}: ${(LL.agent.cycle as Record<string, () => string>)[contract.cycle]?.() ?? contract.cycle}` : undefined,
  ].filter((fact): fact is string => fact !== undefined);
  return (
    <ul className="contract-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/**
 * A contract page (spec §2 "Contract pages"; reached from home's agent
 * prompts): the contract's terms as tiers, its state, accept / refuse with
 * confirmation while it is pending, and its history.
 */
export function ContractPage({ kind, title }: { kind: ContractKind; title: string }) {
  const { LL } = useI18nContext();
  const contract = useApiQuery(contracts[kind].info);
  const history = useApiQuery(contracts[kind].history);
  const queryClient = useQueryClient();
  const decide = useApiMutation(contracts[kind].decide, {
    onSuccess: (answer) => {
      toast.success(answer.status === "SIGNED" ? LL.agent.contract.accepted() : LL.agent.contract.refused());
      void invalidateApiQueries(queryClient, [contracts[kind].info, contracts[kind].history]);
    },
    meta: { silent: true },
  });
  const status = (code: string) => (LL.agent.contract.status as Record<string, () => string>)[code]?.() ?? code;

  const answer = async (contractId: number, action: ContractAction) => {
    const sure = await openDialog({
      message: action === "ACCEPT" ? LL.agent.contract.confirmAccept() : LL.agent.contract.confirmRefuse(),
      confirmText: action === "ACCEPT" ? LL.agent.contract.accept() : LL.agent.contract.refuse(),
      cancelText: LL.common.cancel(),
    });
    if (sure) decide.mutate({ contractId, action });
  };

  return (
    <AgentPage label={title}>
      <DataState
        query={contract}
        skeleton={<Skeleton shape="cards" count={2} />}
        isEmpty={(current) => current.status === "NONE"}
        empty={<EmptyState text={LL.agent.contract.none()} />}
      >
        {(current) => (
          <section className="agent-card" aria-labelledby={`contract-${kind}`}>
            <div className="agent-card__row">
              <h2 id={`contract-${kind}`} className="agent-card__title">
                {title}
              </h2>
              <StatusLabel text={status(current.status)} tone={(tone as Record<string, "good" | "bad">)[current.status]} />
            </div>
            <ContractFacts contract={current} />
            <ContractTiers kind={kind} tiers={current.tiers} caption={LL.agent.contract.tiers()} />
            {canDecide(current.status) && typeof current.contractId === "number" ? (
              <div className="agent-actions">
                <button type="button" className="button button--ghost" disabled={decide.isPending} onClick={() => void answer(current.contractId as number, "REJECT")}>
                  {LL.agent.contract.refuse()}
                </button>
                <button type="button" className="button button--primary" disabled={decide.isPending} onClick={() => void answer(current.contractId as number, "ACCEPT")}>
                  {decide.isPending ? <Spinner size="small" /> : null}
                  {LL.agent.contract.accept()}
                </button>
              </div>
            ) : null}
            <FormAlert text={decide.error ? failureText(LL, decide.error) : undefined} />
          </section>
        )}
      </DataState>
      <section className="agent-card" aria-labelledby={`contract-${kind}-history`}>
        <h2 id={`contract-${kind}-history`} className="agent-card__title">
          {LL.agent.contract.history()}
        </h2>
        <DataState
          query={history}
          skeleton={<Skeleton shape="rows" count={3} />}
          isEmpty={(list) => list.length === 0}
          empty={<p className="agent-card__muted">{LL.agent.contract.noHistory()}</p>}
        >
          {(list) => (
            <ul className="agent-list">
              {list.map((item, index) => (
                <li key={item.contractId ?? index} className="contract-history__item">
                  <div className="agent-card__row">
                    <span>#{item.contractId}</span>
                    <StatusLabel text={status(item.status)} tone={(tone as Record<string, "good" | "bad">)[item.status]} />
                  </div>
                  <ContractFacts contract={item} />
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </section>
    </AgentPage>
  );
}
