import { defineQuery } from "../../../lib/api-query.ts";

/** The member's referral code, invitation hosts and friends invited (MCSFE_getReferralDetails, made on the first ask as the member centre asks it). */
export const referralDetails = defineQuery("getReferralDetails", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getReferralDetails", { params: { query: { autoGenerate: true } }, signal }),
  staleTime: 5 * 60_000,
});
