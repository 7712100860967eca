import { defineQuery } from "../../../lib/api-query.ts";
import type { DateRange } from "./api-types.ts";

/**
 * Spec §7 team KPI (GET ODSFE2_teamKPIC, module AGEINFO3): one row per
 * platform day of the range and the range's totals in `footer`; `size` 0
 * asks the totals only (agent home, today).
 */
export const teamKpi = defineQuery("getTeamKpi", {
  scope: "member",
  call: (api, { range, size }: { range: DateRange; size: number }, signal) => api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: { ...range, size } }, signal }),
  staleTime: 60_000,
});
