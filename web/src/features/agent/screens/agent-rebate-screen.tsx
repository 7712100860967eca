import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { agentQuotas } from "../api/get-agent-quotas.ts";
import { rebateSettings } from "../api/get-rebate-settings.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { asQuery } from "../components/as-query.ts";
import { productLabel } from "../components/product-label.ts";
import { DataTable } from "../../../ui/data-table/index.ts";

const percent = (value: number | undefined) => (value === undefined ? "--" : `${value}%`);

/** /m/member/agent/agentRebeat: the agent's own rebate by product, the most it may give, and its account quotas. */
export default function AgentRebateScreen() {
  const { LL } = useI18nContext();
  const both = combineQueries(asQuery(useApiQuery(rebateSettings)), asQuery(useApiQuery(agentQuotas)));

  return (
    <AgentPage label={LL.titles.agentRebate()}>
      <DataState
        query={both}
        skeleton={<Skeleton shape="rows" count={5} />}
        isEmpty={([rebates]) => rebates.length === 0}
        empty={<EmptyState text={LL.agent.rebate.noRebates()} />}
      >
        {([rebates, quotas]) => (
          <>
            <DataTable
              caption={LL.titles.agentRebate()}
              rows={rebates}
              rowKey={(row) => row.productType}
              columns={[
                { key: "product", label: LL.agent.columns.product(), cell: (row) => productLabel(LL, row.productType) },
                { key: "own", label: LL.agent.rebate.own(), cell: (row) => percent(row.rebate), numeric: true },
                { key: "max", label: LL.agent.rebate.maxForDownline(), cell: (row) => percent(row.maxRebate), numeric: true },
              ]}
            />
            <section className="agent-card" aria-labelledby="agent-quotas">
              <h2 id="agent-quotas" className="agent-card__title">
                {LL.agent.rebate.quotas()}
              </h2>
              <p className="agent-card__muted">{LL.agent.rebate.quotasHint()}</p>
              {quotas.length === 0 ? (
                <p className="agent-card__muted">{LL.agent.rebate.noQuotas()}</p>
              ) : (
                <DataTable
                  caption={LL.agent.rebate.quotas()}
                  rows={quotas}
                  rowKey={(row) => `${row.productType}-${row.rebate}`}
                  columns={[
                    { key: "product", label: LL.agent.columns.product(), cell: (row) => `${productLabel(LL, row.productType)} ${percent(row.rebate)}` },
                    { key: "total", label: LL.agent.rebate.total(), cell: (row) => row.total, numeric: true },
                    { key: "used", label: LL.agent.rebate.used(), cell: (row) => row.used, numeric: true },
                    { key: "left", label: LL.agent.rebate.remaining(), cell: (row) => row.remaining ?? row.total - row.used, numeric: true },
                  ]}
                />
              )}
            </section>
          </>
        )}
      </DataState>
    </AgentPage>
  );
}
