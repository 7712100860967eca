import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api, type DateRange } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** ODSFE2_CurrentDividend: the running period, the tier reached and the estimate. */
const currentDividendQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentKey(userName, "dividend", "current"),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/ODSFE2_CurrentDividend", { signal })),
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

/** ODSFE2_PayoutDividend: past periods and their payout state. */
const dividendPayoutsQuery = (api: Api, userName: string | undefined, range: DateRange) =>
  queryOptions({
    queryKey: agentKey(userName, "dividend", "payouts", range),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/ODSFE2_PayoutDividend", { params: { query: range }, signal })),
    enabled: userName !== undefined,
  });

export function useCurrentDividend() {
  const { api, userName } = useAgentApi();
  return useQuery(currentDividendQuery(api, userName));
}

export function useDividendPayouts(range: DateRange) {
  const { api, userName } = useAgentApi();
  return useQuery(dividendPayoutsQuery(api, userName, range));
}
