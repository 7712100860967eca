import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

/** The mall shows one page of up to this many rewards. */
const POINT_REWARDS_PAGE_SIZE = 50;

export const pointRewardsKey = (userName: string | undefined) => ["rewards", "points", "rewards", userName ?? ""] as const;

/** The rewards on offer with their point price (MCSFE_getPointReward); keyed by member for redeemedByMember. */
const pointRewardsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: pointRewardsKey(userName),
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/relay/MCSFE_getPointReward", { params: { query: { pageNo: 1, pageSize: POINT_REWARDS_PAGE_SIZE } }, signal })),
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

export function usePointRewards() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(pointRewardsQuery(api, userName));
}
