import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { rebateSettings } from "../api/get-rebate-settings.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { OpenAccountForm } from "../components/open-account-form.tsx";

/** /m/agentRegister: open a downline account, rebates within the agent's own (encrypted). */
export default function AgentRegisterScreen() {
  const { LL } = useI18nContext();
  const own = useApiQuery(rebateSettings);
  return (
    <AgentPage label={LL.titles.agentRegister()}>
      <DataState query={own} skeleton={<Skeleton shape="menu" count={6} />}>
        {(settings) => <OpenAccountForm own={settings} />}
      </DataState>
    </AgentPage>
  );
}
