import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { agentQuotas } from "../api/get-agent-quotas.ts";
import { globalRebates, rebateSettings } from "../api/get-rebate-settings.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { asQuery } from "../components/as-query.ts";
import { gameTypeLabel } from "../components/product-label.ts";
import { quotaRows } from "../quotas.ts";
import { ratesOf, rebateLines, toPercent } from "../rebate-rules.ts";

const percent = (rate: number | undefined) => (rate === undefined ? "--" : `${toPercent(rate)}%`);

/**
 * /m/member/agent/agentRebeat: the agent's own rate per game type (MCSFE_getCustomerRebateSettingByProductType),
 * the most it may give a downline and the step (with the merchant's ranges), and its account quotas
 * (MCSFE_getAgentQuotaGroupByProduct).
 */
export default function AgentRebateScreen() {
  const { LL } = useI18nContext();
  const all = combineQueries(asQuery(useApiQuery(rebateSettings, undefined)), asQuery(useApiQuery(globalRebates)), asQuery(useApiQuery(agentQuotas)));

  return (
    <AgentPage label={LL.titles.agentRebate()}>
      <DataState
        query={all}
        skeleton={<Skeleton shape="rows" count={5} />}
        isEmpty={([own]) => ratesOf(own).length === 0}
        empty={<EmptyState text={LL.agent.rebate.noRebates()} />}
      >
        {([own, global, quotas]) => {
          const lines = rebateLines(own, global);
          const lineOf = (productType: string, type: string) => lines.find((line) => line.productType === productType && line.type === type);
          const quotaList = quotaRows(quotas);
          return (
            <>
              <DataTable
                caption={LL.titles.agentRebate()}
                rows={ratesOf(own)}
                rowKey={(rate) => `${rate.productType}-${rate.type}`}
                columns={[
                  { key: "game", label: LL.agent.betting.game(), cell: (rate) => gameTypeLabel(LL, rate) },
                  { key: "own", label: LL.agent.rebate.own(), cell: (rate) => percent(rate.rebateValue), numeric: true },
                  { key: "most", label: LL.agent.rebate.maxForDownline(), cell: (rate) => percent(lineOf(rate.productType, rate.type)?.most), numeric: true },
                  { key: "step", label: LL.agent.rebate.step(), cell: (rate) => percent(lineOf(rate.productType, rate.type)?.step), numeric: true },
                ]}
              />
              <section className="agent-card" aria-labelledby="agent-quotas">
                <h2 id="agent-quotas" className="agent-card__title">
                  {LL.agent.rebate.quotas()}
                </h2>
                <p className="agent-card__muted">{LL.agent.rebate.quotasHint()}</p>
                {quotaList.length === 0 ? (
                  <p className="agent-card__muted">{LL.agent.rebate.noQuotas()}</p>
                ) : (
                  <DataTable
                    caption={LL.agent.rebate.quotas()}
                    rows={quotaList}
                    rowKey={(row) => `${row.productType}-${row.type}-${row.rebateValue}`}
                    columns={[
                      { key: "game", label: LL.agent.betting.game(), cell: (row) => gameTypeLabel(LL, row) },
                      { key: "rate", label: LL.agent.rebate.rates(), cell: (row) => percent(row.rebateValue), numeric: true },
                      { key: "total", label: LL.agent.rebate.total(), cell: (row) => row.totalQuota ?? "--", numeric: true },
                      { key: "left", label: LL.agent.rebate.remaining(), cell: (row) => row.remainingQuota ?? "--", numeric: true },
                    ]}
                  />
                )}
              </section>
            </>
          );
        }}
      </DataState>
    </AgentPage>
  );
}
