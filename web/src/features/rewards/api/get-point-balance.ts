import { defineQuery } from "../../../lib/api-query.ts";

/** The member's points (MCSFE_getPointBalance, PTSYS3; a money view: lib/refresh-money-views.ts). */
export const pointBalance = defineQuery("getPointBalance", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPointBalance", { signal }),
  staleTime: 30_000,
});
