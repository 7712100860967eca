import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/v2/member/securityConfig: the completion (completeProgress) and each security item's enabled / isComplete. */
export const securityConfig = defineQuery("getSecurityConfig", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/v2/member/securityConfig", { signal }),
});
