import { defineQuery } from "../../../lib/api-query.ts";
import { REWARD_TYPES } from "../reward-status.ts";

/** Reference §3.5: the rewards centre's items of every type, status I (open); kept per session (a money view: lib/refresh-money-views.ts). */
export const claimableRewards = defineQuery("getClaimableRewards", {
  scope: "session",
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: REWARD_TYPES.join(","), status: "I", _: Date.now() } }, signal }),
  staleTime: 30_000,
});
