import { defineQuery } from "../../../lib/api-query.ts";

/** The member's referral links (MCS2_wpsViewAffUrls); only member links (customerType 0) are shown on invite friends. Used only on the referral branch (REFERRAL on, not an agent). */
export const affiliateUrls = defineQuery("getAffiliateUrls", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCS2_wpsViewAffUrls", { signal }),
  staleTime: 5 * 60_000,
});
