import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

export const pointBalanceKey = (userName: string | undefined) => ["rewards", "points", "balance", userName ?? ""] as const;

/** The member's points (MCSFE_getPointBalance, PTSYS3). */
const pointBalanceQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: pointBalanceKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCSFE_getPointBalance", { signal })),
    enabled: userName !== undefined,
    staleTime: 30_000,
  });

export function usePointBalance() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(pointBalanceQuery(api, userName));
}
