import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

/** GET /wps/system/whitelabel/menu: the merchant's menu whitelist; agent home reads the menuIds it lists. */
const agentMenuQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: agentKey(userName, "menu"),
    queryFn: async ({ signal }) => {
      const entries = await unwrap(api.GET("/wps/system/whitelabel/menu", { signal }));
      return entries.map((entry) => entry.menuId);
    },
    enabled: userName !== undefined,
    staleTime: 10 * 60_000,
  });

export function useAgentMenu() {
  const { api, userName } = useAgentApi();
  return useQuery(agentMenuQuery(api, userName));
}
