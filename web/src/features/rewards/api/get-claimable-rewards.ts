import { defineQuery } from "../../../lib/api-query.ts";
import { REWARD_TYPES } from "../reward-status.ts";

/** The rewards waiting in the rewards centre: the member centre's types, status I (open); kept per member (a money view: lib/refresh-money-views.ts). */
export const claimableRewards = defineQuery("getClaimableRewards", {
  scope: "member",
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: REWARD_TYPES.join(","), status: "I", _: Date.now() } }, signal }),
  staleTime: 30_000,
});

/**
 * The rewards already claimed of one or more types (status C): how a claim whose answer did not come is read
 * back (reconcile.ts). Only `.fetch()` reads it, a fresh read each time (`_` keeps any cache on the way out).
 */
export const claimedRewards = defineQuery("getClaimableRewards", {
  view: "claimed",
  scope: "member",
  call: (api, promotionType: string, signal) => api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType, status: "C", _: Date.now() } }, signal }),
});
