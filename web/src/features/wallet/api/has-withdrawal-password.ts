import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/member/hasWithdrawalPassword: false until the member sets one. */
export const hasWithdrawalPassword = defineQuery("hasWithdrawalPassword", {
  scope: "session",
  call: (api, _: void, signal) => api.GET("/wps/member/hasWithdrawalPassword", { signal }),
  staleTime: 5 * 60_000,
});
