import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api, type DateRange } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/**
 * Spec §7 team KPI (ODSFE2_TeamKPIA, module AGEINFO3): `size` 0 gives only the
 * summary in `value.footer` (agent home, today); a larger size adds per-day rows.
 */
const teamKpiQuery = (api: Api, userName: string | undefined, range: DateRange, size: number) =>
  queryOptions({
    queryKey: agentKey(userName, "team-kpi", range, size),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/ODSFE2_TeamKPIA", { params: { query: { ...range, size } }, signal })),
    enabled: userName !== undefined,
    staleTime: 60_000,
  });

export function useTeamKpi(range: DateRange, size = 0) {
  const { api, userName } = useAgentApi();
  return useQuery(teamKpiQuery(api, userName, range, size));
}
