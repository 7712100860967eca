import { defineQuery } from "../../../lib/api-query.ts";

/** The mall's tabs (MCSFE_getPointRewardConversionType); without an answer the client's own list shows (points-rules.ts mallTabs). */
export const pointCategories = defineQuery("getPointRewardCategories", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPointRewardConversionType", { signal }),
  staleTime: 10 * 60_000,
  meta: { silent: true },
});
