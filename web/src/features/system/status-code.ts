import type { components } from "@platform/sdk";

export type SystemStatus = components["schemas"]["SystemStatus"];

/** Spec §4: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatusCode = 0 | 1 | 2;

/** Spec §4: 1 when under maintenance (also when both apply), 2 when only region restricted, 0 otherwise. */
export function statusCode(status: Pick<SystemStatus, "maintenance" | "regionRestriction">): SystemStatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
