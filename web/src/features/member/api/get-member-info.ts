import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";

type Api = ReturnType<typeof useApi>;

/** Keyed by account name, so a new session never sees the previous member's data. */
export const memberInfoKey = (userName: string | undefined) => ["member", "info", userName ?? ""] as const;

export const memberInfoQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: memberInfoKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/member/info", { signal })),
    enabled: userName !== undefined,
    staleTime: 30_000,
    // The balance has no room for a message; its refresh button is the retry.
    meta: { toast: true },
  });

/** The logged-in member's profile and total balance; idle for visitors. */
export function useMemberInfo() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(memberInfoQuery(api, userName));
}
