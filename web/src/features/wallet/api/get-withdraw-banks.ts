import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/system/withdrawBanks: the banks a card can be added for, with the form's rules. */
export const withdrawBanks = defineQuery("getWithdrawBanks", {
  call: (api, _: void, signal) => api.GET("/wps/system/withdrawBanks", { signal }),
  staleTime: 10 * 60_000,
});
