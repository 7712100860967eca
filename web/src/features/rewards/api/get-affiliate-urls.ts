import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

export const affiliateUrlsKey = (userName: string | undefined) => ["rewards", "affiliate-urls", userName ?? ""] as const;

/** The member's referral links (MCS2_wpsViewAffUrls); only member links (customerType 0) are shown on invite friends. */
const affiliateUrlsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: affiliateUrlsKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCS2_wpsViewAffUrls", { signal })),
    enabled: userName !== undefined,
    staleTime: 5 * 60_000,
  });

/** Mounted only on the referral branch (REFERRAL on, not an agent), so nothing is asked otherwise. */
export function useAffiliateUrls() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(affiliateUrlsQuery(api, userName));
}
