import { defineMutation } from "../../../lib/api-query.ts";
import type { AffiliateUrl } from "../reward-types.ts";
import { affiliateUrls } from "./get-affiliate-urls.ts";

/** Creates the member's referral link (customerType 0) and adds it to the list. */
export const createReferralLink = defineMutation("createAffiliateUrl", {
  call: (api) => api.POST("/wps/relay/MCS2_wpsCreateAffUrl", { body: { customerType: 0 } }),
  onSuccess: ({ queryClient, account }, link) => queryClient.setQueryData<AffiliateUrl[]>(affiliateUrls.key(undefined, account), (list) => [link, ...(list ?? [])]),
});
