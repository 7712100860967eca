import { defineQuery } from "../../../lib/api-query.ts";

/** The member's check-in configurations (LOGIN promotion; MCSFE_getLoginPromotion): one tab each. */
export const signInConfigs = defineQuery("getSignInPromotion", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getLoginPromotion", { signal }),
  staleTime: 5 * 60_000,
});

/** The days of one configuration and what the member collected (MCSFE_getLoginPromotionConfigHistory). */
export const signInDays = defineQuery("getSignInConfigHistory", {
  scope: "member",
  call: (api, configId: number, signal) => api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId } }, signal }),
  staleTime: 30_000,
});
