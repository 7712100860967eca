import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "./api-types.ts";

const withdrawBanksKey = ["wallet", "withdraw-banks"] as const;

/** GET /wps/system/withdrawBanks: the banks a card can be added for, with the form's rules. */
const withdrawBanksQuery = (api: Api) =>
  queryOptions({
    queryKey: withdrawBanksKey,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/system/withdrawBanks", { signal })),
    staleTime: 10 * 60_000,
  });

export function useWithdrawBanks(enabled = true) {
  const api = useApi();
  return useQuery({ ...withdrawBanksQuery(api), enabled });
}
