import { defineQuery } from "../../../lib/api-query.ts";

/** MCS2_getCustomerRebateSettingByProductType: the agent's own rebate by product and the most it may give a downline. */
export const rebateSettings = defineQuery("getRebateSettings", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCS2_getCustomerRebateSettingByProductType", { signal }),
  staleTime: 5 * 60_000,
});
