import { unwrap } from "@platform/sdk";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, REPORT_PAGE_SIZE, type Api, type DateRange } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** GET /wps/report/teamPVPRNGBetting: the team's bets for a date range, a page at a time. */
const teamBetsQuery = (api: Api, userName: string | undefined, range: DateRange, pageNo: number) =>
  queryOptions({
    queryKey: agentKey(userName, "team-bets", range, pageNo),
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/report/teamPVPRNGBetting", { params: { query: { ...range, pageNo, pageSize: REPORT_PAGE_SIZE } }, signal })),
    enabled: userName !== undefined,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(range: DateRange, pageNo: number) {
  const { api, userName } = useAgentApi();
  return useQuery(teamBetsQuery(api, userName, range, pageNo));
}
