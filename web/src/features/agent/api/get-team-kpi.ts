import { defineQuery } from "../../../lib/api-query.ts";
import type { DateRange } from "./api-types.ts";

/**
 * Spec §7 team KPI (ODSFE2_TeamKPIA, module AGEINFO3): `size` 0 gives only the
 * summary in `value.footer` (agent home, today); a larger size adds per-day rows.
 */
export const teamKpi = defineQuery("getTeamKpi", {
  scope: "member",
  call: (api, { range, size }: { range: DateRange; size: number }, signal) => api.GET("/wps/relay/ODSFE2_TeamKPIA", { params: { query: { ...range, size } }, signal }),
  staleTime: 60_000,
});
