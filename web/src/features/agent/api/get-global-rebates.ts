import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** MCS2_getGlobalRebateSettingsByProductType: the merchant's rebate range and step by product. */
export const globalRebatesQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentKey(userName, "global-rebates"),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCS2_getGlobalRebateSettingsByProductType", { signal })),
    enabled: userName !== undefined,
    staleTime: 10 * 60_000,
  });

export function useGlobalRebates() {
  const { api, userName } = useAgentApi();
  return useQuery(globalRebatesQuery(api, userName));
}
