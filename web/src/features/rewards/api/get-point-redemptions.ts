import { defineQuery } from "../../../lib/api-query.ts";

/** The member's redemptions, newest first, with their review code P, A or R (MCSFE_getRedeemPointList). */
export const pointRedemptions = defineQuery("getPointRedemptions", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getRedeemPointList", { signal }),
  staleTime: 30_000,
});
