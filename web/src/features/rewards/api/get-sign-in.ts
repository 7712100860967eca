import { defineQuery } from "../../../lib/api-query.ts";

/** The member's sign-in calendar (LOGIN promotion; MCSFE_getLoginPromotion). */
export const signIn = defineQuery("getSignInPromotion", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getLoginPromotion", { params: { query: { _: Date.now() } }, signal }),
  staleTime: 30_000,
});
