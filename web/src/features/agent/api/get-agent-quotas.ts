import { defineQuery } from "../../../lib/api-query.ts";

/** MCSFE_getAgentQuotaGroupByProduct: the rates that count against a quota of accounts, and how many are left. */
export const agentQuotas = defineQuery("getAgentQuotas", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getAgentQuotaGroupByProduct", { signal }),
  staleTime: 60_000,
});
