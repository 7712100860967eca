import { defineQuery } from "../../../lib/api-query.ts";

/**
 * GET MCSFE_getWithdrawAccountInfo?groupId=0: the member's cards, the card's min and max, and what is left
 * today (a money view: lib/refresh-money-views.ts).
 */
export const withdrawAccountInfo = defineQuery("getWithdrawAccountInfo", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getWithdrawAccountInfo", { params: { query: { groupId: 0 } }, signal }),
  staleTime: 0,
});
