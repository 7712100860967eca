import { defineQuery } from "../../../lib/api-query.ts";
import type { AvailablePromotions } from "../promotion-availability.ts";

/**
 * Spec §2, §3, §6: which promotions are on and how many the member can claim
 * (member bar, rewards, sign-in, invite), as the member centre asks it: GET
 * MCSFE_getAvailablePromotions with the member's session, its `content`
 * kept. A visitor asks nothing (the call needs a session): every promotion
 * reads off until a member logs in. Kept per member, so a new session never
 * shows the previous member's badges. Ask it again after a claim or a
 * sign-in.
 */
export const availablePromotions = defineQuery("getAvailablePromotions", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getAvailablePromotions", { signal }),
  map: (value): AvailablePromotions => value.content,
  staleTime: 60_000,
  // Only entries and badges depend on it: a failure hides them, no view has room for a message.
  meta: { silent: true },
});
