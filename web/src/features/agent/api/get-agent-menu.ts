import { useApiQuery } from "../../../lib/api-query.ts";
import { consolidatedSettings } from "../../../shared/system/index.ts";
import { agentMenuOf } from "../agent-menu.ts";

/**
 * Agent home's grid and the footer's dividend tab from the merchant's menu
 * tree (the consolidated settings' `whitelabel` and
 * `whitelabelVal`, as MC getAcMenu reads them; there is no menu call of its own).
 */
export function useAgentMenu() {
  return useApiQuery(consolidatedSettings, undefined, { select: agentMenuOf });
}
