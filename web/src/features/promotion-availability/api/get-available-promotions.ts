import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { AvailablePromotions } from "../promotion-availability.ts";

type Api = ReturnType<typeof useApi>;

/**
 * Keyed by account name: the counts are the member's (0 for a visitor), so a
 * new session never shows the previous member's badges. Invalidate
 * `availablePromotionsRootKey` after a claim or a sign-in.
 */
export const availablePromotionsRootKey = ["promotions", "available"] as const;
export const availablePromotionsKey = (userName: string | undefined) => [...availablePromotionsRootKey, userName ?? ""] as const;

/** Spec §2, §3, §6: which promotions are on and how many the member can claim. */
const availablePromotionsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: availablePromotionsKey(userName),
    queryFn: ({ signal }): Promise<AvailablePromotions> =>
      unwrap(api.GET("/wps/relay/MCSFE_getMerchantAvailablePromotions", { signal })),
    staleTime: 60_000,
    // Only entries and badges depend on it: a failure hides them, no view has room for a message.
    meta: { silent: true },
  });

/** The one query for promotion availability (member bar, rewards, sign-in, invite). */
export function useAvailablePromotions() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(availablePromotionsQuery(api, userName));
}
