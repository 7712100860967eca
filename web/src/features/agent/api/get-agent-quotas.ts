import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** MCS2_getAgentQuotaGroupByProduct: how many accounts the agent may still open at each rebate. */
const agentQuotasQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentKey(userName, "quotas"),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCS2_getAgentQuotaGroupByProduct", { signal })),
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

export function useAgentQuotas() {
  const { api, userName } = useAgentApi();
  return useQuery(agentQuotasQuery(api, userName));
}
