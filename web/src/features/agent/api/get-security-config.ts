import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** GET /wps/v2/member/securityConfig: which security settings the account has set. */
const securityConfigQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentKey(userName, "security"),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/v2/member/securityConfig", { signal })),
    enabled: userName !== undefined,
  });

export function useSecurityConfig() {
  const { api, userName } = useAgentApi();
  return useQuery(securityConfigQuery(api, userName));
}
