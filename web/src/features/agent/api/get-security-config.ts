import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/v2/member/securityConfig: which security settings the account has set. */
export const securityConfig = defineQuery("getSecurityConfig", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/v2/member/securityConfig", { signal }),
});
