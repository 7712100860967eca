import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api, type DateRange } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** ODSFE2_TeamKPIB: the team's bets, profit/loss and rebates by product for a date range. */
const teamKpiByProductQuery = (api: Api, userName: string | undefined, range: DateRange) =>
  queryOptions({
    queryKey: agentKey(userName, "team-kpi-product", range),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/ODSFE2_TeamKPIB", { params: { query: range }, signal })),
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

export function useTeamKpiByProduct(range: DateRange) {
  const { api, userName } = useAgentApi();
  return useQuery(teamKpiByProductQuery(api, userName, range));
}
