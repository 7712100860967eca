import { unwrap, type components } from "@platform/sdk";
import type { Api } from "../../../lib/app-services.tsx";

export type DownlineRebatesUpdate = components["schemas"]["DownlineRebatesUpdate"];

/** PUT /wps/agent/updateDownlineRebates: raise a direct downline's rates (never above what the agent may give). */
export function updateDownlineRebates(api: Api, body: DownlineRebatesUpdate) {
  return unwrap(api.PUT("/wps/agent/updateDownlineRebates", { body }));
}
