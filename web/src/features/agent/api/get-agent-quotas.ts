import { defineQuery } from "../../../lib/api-query.ts";

/** MCS2_getAgentQuotaGroupByProduct: how many accounts the agent may still open at each rebate. */
export const agentQuotas = defineQuery("getAgentQuotas", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCS2_getAgentQuotaGroupByProduct", { signal }),
  staleTime: 60_000,
});
