import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/promotions/deposit: the bonuses a deposit through this channel may take (asked only for a channel that offers them). */
export const depositPromotions = defineQuery("getDepositPromotions", {
  call: (api, vendorId: number, signal) => api.GET("/wps/promotions/deposit", { params: { query: { vendorId } }, signal }),
  staleTime: 60_000,
});
