import { unwrap } from "@platform/sdk";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

export const downlinesRootKey = (userName: string | undefined) => agentKey(userName, "downlines");

/** GET /wps/agent/downlines: the agent's direct downline, optionally searched by username. */
const downlinesQuery = (api: Api, userName: string | undefined, search: string) =>
  queryOptions({
    queryKey: [...downlinesRootKey(userName), search],
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/agent/downlines", { params: { query: search ? { username: search } : {} }, signal })),
    enabled: userName !== undefined,
    placeholderData: keepPreviousData,
  });

export function useDownlines(search: string) {
  const { api, userName } = useAgentApi();
  return useQuery(downlinesQuery(api, userName, search));
}
