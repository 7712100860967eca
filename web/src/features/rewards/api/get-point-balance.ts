import { defineQuery } from "../../../lib/api-query.ts";
import { BALANCE_FRESH_MS } from "../../../lib/refresh-money-views.ts";

/** The member's points, a bare number (MCSFE_getPointBalance, PTSYS3; a money view: lib/refresh-money-views.ts). */
export const pointBalance = defineQuery("getPointBalance", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPointBalance", { signal }),
  staleTime: BALANCE_FRESH_MS,
});
