import { unwrap, type components } from "@platform/sdk";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, REPORT_PAGE_SIZE, type Api, type DateRange } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

export type TransactionType = components["schemas"]["TransactionType"];

/** ODS2_MemberTransaction: the agent's own records of one type (or all) for a date range, a page at a time. */
const transactionsQuery = (api: Api, userName: string | undefined, range: DateRange, type: TransactionType | undefined, pageNo: number) =>
  queryOptions({
    queryKey: agentKey(userName, "transactions", range, type ?? "all", pageNo),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/wps/relay/ODS2_MemberTransaction", {
          params: { query: { ...range, ...(type ? { types: type } : {}), pageNo, pageSize: REPORT_PAGE_SIZE } },
          signal,
        }),
      ),
    enabled: userName !== undefined,
    placeholderData: keepPreviousData,
  });

export function useTransactions(range: DateRange, type: TransactionType | undefined, pageNo: number) {
  const { api, userName } = useAgentApi();
  return useQuery(transactionsQuery(api, userName, range, type, pageNo));
}
