import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { agentQuotas } from "../api/get-agent-quotas.ts";
import { globalRebates, rebateSettings } from "../api/get-rebate-settings.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { asQuery } from "../components/as-query.ts";
import { OpenAccountForm } from "../components/open-account-form.tsx";
import { quotaRows } from "../quotas.ts";
import { rebateLines } from "../rebate-rules.ts";

/** /m/agentRegister: open a downline account, a rate per game type within what the agent may give, its quotas shown (encrypted). */
export default function AgentRegisterScreen() {
  const { LL } = useI18nContext();
  const all = combineQueries(asQuery(useApiQuery(rebateSettings, undefined)), asQuery(useApiQuery(globalRebates)), asQuery(useApiQuery(agentQuotas)));
  return (
    <AgentPage label={LL.titles.agentRegister()}>
      <DataState query={all} skeleton={<Skeleton shape="menu" count={6} />}>
        {([own, global, quotas]) => <OpenAccountForm lines={rebateLines(own, global)} quotas={quotaRows(quotas)} />}
      </DataState>
    </AgentPage>
  );
}
