import { defineQuery } from "../../../lib/api-query.ts";

/** The rewards on offer with their point price and category (MCSFE_getPointReward); kept per member for redeemedByMember. No query: the tabs filter the list. */
export const pointRewards = defineQuery("getPointRewards", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPointReward", { signal }),
  staleTime: 60_000,
});
