import { defineQuery } from "../../../lib/api-query.ts";

/**
 * MCSFE_getCustomerRebateSettingByProductType: the agent's own rates per
 * product and game type, or with `customerId` a direct downline's.
 */
export const rebateSettings = defineQuery("getRebateSettings", {
  scope: "member",
  call: (api, customerId: number | undefined, signal) =>
    api.GET("/wps/relay/MCSFE_getCustomerRebateSettingByProductType", { params: { query: customerId === undefined ? {} : { customerId } }, signal }),
  staleTime: 5 * 60_000,
});

/** MCSFE_getGlobalRebateSettingsByProductType: the merchant's highest rate, step and difference per game type (the client keeps it for the session). */
export const globalRebates = defineQuery("getGlobalRebateSettings", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getGlobalRebateSettingsByProductType", { signal }),
  staleTime: 30 * 60_000,
});
