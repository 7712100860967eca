import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

/** The path whose answers carry the balance (lib/last-known.ts marks a stale one). */
export const WITHDRAW_SETTINGS_PATH = "/wps/transaction/withdraw/setting";

const withdrawSettingsKey = (userName: string) => ["wallet", "withdraw-settings", userName] as const;

/** GET /wps/transaction/withdraw/setting: balance, withdrawable part, limits and the lock. */
const withdrawSettingsQuery = (api: Api, userName: string) =>
  queryOptions({
    queryKey: withdrawSettingsKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET(WITHDRAW_SETTINGS_PATH, { signal })),
    staleTime: 0,
  });

export function useWithdrawSettings() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useQuery(withdrawSettingsQuery(api, userName));
}
