import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** MCS2_getCustomerRebateSettingByProductType: the agent's own rebate by product and the most it may give a downline. */
const rebateSettingsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentKey(userName, "rebate-settings"),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCS2_getCustomerRebateSettingByProductType", { signal })),
    enabled: userName !== undefined,
    staleTime: 5 * 60_000,
  });

export function useRebateSettings() {
  const { api, userName } = useAgentApi();
  return useQuery(rebateSettingsQuery(api, userName));
}
