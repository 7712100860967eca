import { defineQuery } from "../../../lib/api-query.ts";

/** GET MCSFE_getWithdrawSettings?groupId=0: whether and when the member may withdraw to a bank card, and how much each time. */
export const withdrawSettings = defineQuery("getWithdrawSettings", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getWithdrawSettings", { params: { query: { groupId: 0 } }, signal }),
  staleTime: 0,
});
