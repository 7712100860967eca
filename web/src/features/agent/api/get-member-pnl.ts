import { unwrap } from "@platform/sdk";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, REPORT_PAGE_SIZE, type Api, type DateRange } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** ODSFE2_MemPNL: each downline's profit and loss for a date range, a page at a time. */
const memberPnlQuery = (api: Api, userName: string | undefined, range: DateRange, pageNo: number) =>
  queryOptions({
    queryKey: agentKey(userName, "member-pnl", range, pageNo),
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/relay/ODSFE2_MemPNL", { params: { query: { ...range, pageNo, pageSize: REPORT_PAGE_SIZE } }, signal })),
    enabled: userName !== undefined,
    placeholderData: keepPreviousData,
  });

export function useMemberPnl(range: DateRange, pageNo: number) {
  const { api, userName } = useAgentApi();
  return useQuery(memberPnlQuery(api, userName, range, pageNo));
}
