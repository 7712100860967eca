import { unwrap, type components } from "@platform/sdk";
import type { Api } from "../../../lib/app-services.tsx";

export type DownlineRebatesUpdate = components["schemas"]["DownlineRebatesUpdate"];

/** POST /wps/agent/updateDownlineRebates: raise a direct downline's rebates (never above the agent's own). */
export function updateDownlineRebates(api: Api, body: DownlineRebatesUpdate) {
  return unwrap(api.POST("/wps/agent/updateDownlineRebates", { body }));
}
