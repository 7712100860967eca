import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { globalRebates, rebateSettings } from "../api/get-rebate-settings.ts";
import { rateFor, rebateLines, toPercent } from "../rebate-rules.ts";
import { asQuery } from "./as-query.ts";
import { gameTypeLabel } from "./product-label.ts";
import { RebateEditForm } from "./rebate-edit-form.tsx";

const percent = (rate: number | undefined) => (rate === undefined ? "--" : `${toPercent(rate)}%`);

/**
 * A direct downline's rates next to the most the agent may give for each game type, and the form that
 * raises them: the downline's rates (`customerId`), the agent's own and the merchant's ranges, as one view.
 */
export function DownlineRebates({ customerId, name }: { customerId: number; name: string }) {
  const { LL } = useI18nContext();
  const theirs = asQuery(useApiQuery(rebateSettings, customerId));
  const own = asQuery(useApiQuery(rebateSettings, undefined));
  const global = asQuery(useApiQuery(globalRebates));
  return (
    <DataState query={combineQueries(theirs, own, global)} skeleton={<Skeleton shape="rows" count={3} />}>
      {([current, mine, ranges]) => {
        const lines = rebateLines(mine, ranges);
        if (lines.length === 0) return <EmptyState text={LL.agent.team.noRates()} />;
        return (
          <>
            <DataTable
              caption={`${name}: ${LL.agent.team.rebates()}`}
              rows={lines}
              rowKey={(line) => `${line.productType}-${line.type}`}
              columns={[
                { key: "game", label: LL.agent.betting.game(), cell: (line) => gameTypeLabel(LL, line) },
                { key: "now", label: LL.agent.team.current(), cell: (line) => percent(rateFor(current, line)), numeric: true },
                { key: "most", label: LL.agent.team.most(), cell: (line) => percent(line.most), numeric: true },
              ]}
            />
            <RebateEditForm key={customerId} customerId={customerId} lines={lines} current={current} />
          </>
        );
      }}
    </DataState>
  );
}
