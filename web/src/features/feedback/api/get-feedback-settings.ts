import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/feedback/setting: the categories, the two length bounds and the upload limits (spec §5). */
export const feedbackSettings = defineQuery("getFeedbackSettings", {
  call: (api, _: void, signal) => api.GET("/wps/feedback/setting", { signal }),
  staleTime: 10 * 60_000,
});
