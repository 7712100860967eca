import { defineQuery } from "../../../lib/api-query.ts";

/** How the merchant's points work (MCSFE_getPointConfig): conversion on or off and its bounds; asked with a session only. */
export const pointConfig = defineQuery("getPointConfig", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPointConfig", { signal }),
  staleTime: 10 * 60_000,
  // Only the conversion card reads it: without an answer the card stays hidden.
  meta: { silent: true },
});
