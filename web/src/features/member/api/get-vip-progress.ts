import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";

type Api = ReturnType<typeof useApi>;

/** Keyed by account name, as the member info is. */
const vipProgressKey = (userName: string | undefined) => ["member", "vip-progress", userName ?? ""] as const;

/** MCSFE_getPlayerRankProgress: the member's VIP level and the way to the next. */
const vipProgressQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: vipProgressKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCSFE_getPlayerRankProgress", { signal })),
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

export function useVipProgress() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(vipProgressQuery(api, userName));
}
