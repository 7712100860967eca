import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { REWARD_TYPES } from "../reward-status.ts";
import type { Api } from "./api-types.ts";

/** Keyed by the member: a new session never sees the previous member's rewards. */
export const claimableRewardsKey = (userName: string | undefined) => ["rewards", "claimable", userName ?? ""] as const;

/** Reference §3.5: the rewards centre's items of every type, status I (open). */
const claimableRewardsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: claimableRewardsKey(userName),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/wps/relay/MCSFE_getClaimPromotion", {
          params: { query: { promotionType: REWARD_TYPES.join(","), status: "I", _: Date.now() } },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

export function useClaimableRewards() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(claimableRewardsQuery(api, userName));
}
