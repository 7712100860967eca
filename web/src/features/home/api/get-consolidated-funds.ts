import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "../../games/index.ts";

const consolidatedFundsKey = (userName: string) => ["member", "funds-consolidated", userName] as const;

/** Spec §7: the funds summary holding the agent's pending contract requests (COMM3). */
const consolidatedFundsQuery = (api: Api, userName: string) =>
  queryOptions({
    queryKey: consolidatedFundsKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/member/info/funds/consolidated", { signal })),
    // The prompts are a courtesy: no alert when they cannot load.
    meta: { silent: true },
  });

export function useConsolidatedFunds(userName: string | undefined) {
  const api = useApi();
  return useQuery({ ...consolidatedFundsQuery(api, userName ?? ""), enabled: userName !== undefined });
}
