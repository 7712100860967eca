import type { components } from "@platform/sdk";
import type { SystemStatusCode } from "../../stores/common.ts";

export type SystemStatus = components["schemas"]["SystemStatus"];
export type { SystemStatusCode };

/** Spec §4: 1 when under maintenance (also when both apply), 2 when only region restricted, 0 otherwise. */
export function statusCode(status: Pick<SystemStatus, "maintenance" | "regionRestriction">): SystemStatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
