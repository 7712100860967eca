import { defineQuery } from "../../../lib/api-query.ts";

/** MCSFE_getPlayerRankGroupLevels: the merchant's levels, lowest first, with what reaches and keeps each (a member's; the client sends the session). */
export const vipLevels = defineQuery("getVipLevels", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPlayerRankGroupLevels", { signal }),
  // The merchant's table changes rarely.
  staleTime: 10 * 60_000,
});
