import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/system/whitelabel/menu: the merchant's menu whitelist; agent home reads the menuIds it lists. */
export const agentMenu = defineQuery("getWhitelabelMenu", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/system/whitelabel/menu", { signal }),
  map: (entries) => entries.map((entry) => entry.menuId),
  staleTime: 10 * 60_000,
});
