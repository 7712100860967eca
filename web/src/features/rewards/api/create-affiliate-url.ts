import { unwrap } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { AffiliateUrl } from "../reward-types.ts";
import { affiliateUrlsKey } from "./get-affiliate-urls.ts";

/** Creates the member's referral link (customerType 0) and adds it to the list. */
export function useCreateReferralLink() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  return useMutation({
    mutationFn: () => unwrap(api.POST("/wps/relay/MCS2_wpsCreateAffUrl", { body: { customerType: 0 } })),
    onSuccess: (link) => {
      queryClient.setQueryData<AffiliateUrl[]>(affiliateUrlsKey(userName), (list) => [link, ...(list ?? [])]);
    },
  });
}
