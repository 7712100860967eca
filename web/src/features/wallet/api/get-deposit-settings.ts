import { defineQuery } from "../../../lib/api-query.ts";

/** GET MCSFE_getDepositSettings: whether the member may deposit now, the first-deposit minimum, deposits in progress. */
export const depositSettings = defineQuery("getDepositSettings", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getDepositSettings", { signal }),
  staleTime: 60_000,
});
