import { defineQuery } from "../../../lib/api-query.ts";
import type { AvailablePromotions } from "../promotion-availability.ts";

/**
 * Spec §2, §3, §6: which promotions are on and how many the member can claim
 * (member bar, rewards, sign-in, invite). Kept per session: the counts are the
 * member's (0 for a visitor), so a new session never shows the previous
 * member's badges. Ask it again after a claim or a sign-in.
 */
export const availablePromotions = defineQuery("getAvailablePromotions", {
  scope: "session",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getMerchantAvailablePromotions", { signal }),
  map: (value): AvailablePromotions => value,
  staleTime: 60_000,
  // Only entries and badges depend on it: a failure hides them, no view has room for a message.
  meta: { silent: true },
});
