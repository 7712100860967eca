import { defineQuery } from "../../../lib/api-query.ts";

/** MCSFE_getPlayerRankProgress: the member's VIP level and the way to the next. */
export const vipProgress = defineQuery("getVipProgress", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPlayerRankProgress", { signal }),
  staleTime: 60_000,
});
