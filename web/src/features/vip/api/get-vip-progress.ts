import { defineQuery } from "../../../lib/api-query.ts";

/** MCSFE_getPlayerRankProgress: the member's level by name and this month's and the total turnover, each actual against expected. */
export const vipProgress = defineQuery("getVipProgress", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPlayerRankProgress", { signal }),
  staleTime: 60_000,
});
