import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §7: the funds summary holding the agent's pending contract requests (COMM3; a money view: lib/refresh-money-views.ts). */
export const consolidatedFunds = defineQuery("getConsolidatedFunds", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/member/info/funds/consolidated", { signal }),
  // The prompts are a courtesy: no alert when they cannot load.
  meta: { silent: true },
});
