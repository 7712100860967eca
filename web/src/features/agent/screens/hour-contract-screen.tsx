import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { answerHourSalary, hourSalaryContracts } from "../api/contract-calls.ts";
import { isWaiting } from "../contract-state.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { ContractLog, ContractSection, HeldContract, RequestCard, UplineRequests, productName } from "../components/contract-parts.tsx";
import { SalaryTiers } from "../components/contract-tiers.tsx";

/**
 * /m/member/agent/getHourContract (spec §2 contract pages; home's prompt
 * leads here): the upline's hourly-salary requests waiting for the agent's
 * answer, the contracts the agent holds, and their history.
 */
export default function HourContractScreen() {
  const { LL } = useI18nContext();
  const contracts = useApiQuery(hourSalaryContracts);

  return (
    <AgentPage label={LL.titles.hourContract()}>
      <UplineRequests id="hourly-requests" pick={(funds) => funds.contracthoursalreq}>
        {(product, rows) =>
          rows
            .filter((row) => isWaiting(row.status))
            .map((row) => (
              <RequestCard
                key={row.contractId}
                kind="hourly"
                product={product}
                status={row.status}
                downlineHigherRate={row.downlineHigherRate}
                answer={answerHourSalary}
                decision={(answer) => ({ contractId: row.contractId, status: answer === "C" ? "A" : answer })}
              >
                <SalaryTiers hourly tiers={row.hourSalaryRates ?? []} caption={LL.agent.contract.tiers({ product: productName(LL, product) })} />
              </RequestCard>
            ))
        }
      </UplineRequests>
      <ContractSection id="hourly-mine" title={LL.agent.contract.mine()}>
        <DataState
          query={contracts}
          skeleton={<Skeleton shape="cards" count={1} />}
          isEmpty={(value) => value.agent.length === 0}
          empty={<p className="agent-card__muted">{LL.agent.contract.noMine()}</p>}
        >
          {(value) =>
            value.agent.map((row) => (
              <HeldContract key={row.contractId} product={row.productType} status={row.status} kind="hourly">
                <SalaryTiers hourly tiers={row.hourSalaryRates ?? []} caption={LL.agent.contract.tiers({ product: productName(LL, row.productType) })} />
              </HeldContract>
            ))
          }
        </DataState>
      </ContractSection>
      <ContractLog kind="hourly" />
    </AgentPage>
  );
}
