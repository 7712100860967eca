import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

export const hasWithdrawalPasswordKey = (userName: string) => ["wallet", "has-withdrawal-password", userName] as const;

/** GET /wps/member/hasWithdrawalPassword: false until the member sets one. */
const hasWithdrawalPasswordQuery = (api: Api, userName: string) =>
  queryOptions({
    queryKey: hasWithdrawalPasswordKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/member/hasWithdrawalPassword", { signal })),
    staleTime: 5 * 60_000,
  });

export function useHasWithdrawalPassword() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useQuery(hasWithdrawalPasswordQuery(api, userName));
}
