import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { BALANCE_FRESH_MS } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";

type Api = ReturnType<typeof useApi>;

/** The call, also the path the service worker's 'last known' mark is noted under (lib/last-known.ts). */
export const MEMBER_INFO_PATH = "/wps/member/info";

/** Keyed by account name, so a new session never sees the previous member's data (a money view: lib/refresh-money-views.ts). */
export const memberInfoKey = (userName: string | undefined) => ["member", "info", userName ?? ""] as const;

export const memberInfoQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: memberInfoKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET(MEMBER_INFO_PATH, { signal })),
    enabled: userName !== undefined,
    // Issue 29: the total balance is asked again by a screen that shows it (spec §9's 30 s let a stale one show).
    staleTime: BALANCE_FRESH_MS,
    // The balance has no room for a message; its refresh button is the retry.
    meta: { toast: true },
  });

/** The logged-in member's profile and total balance; idle for visitors. */
export function useMemberInfo() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(memberInfoQuery(api, userName));
}
