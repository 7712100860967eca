import { defineQuery } from "../../../lib/api-query.ts";
import type { DateRange } from "./api-types.ts";

/** ODSFE2_TeamKPIB: the team's bets, profit/loss and rebates by product for a date range. */
export const teamKpiByProduct = defineQuery("getTeamKpiByProduct", {
  scope: "member",
  call: (api, range: DateRange, signal) => api.GET("/wps/relay/ODSFE2_TeamKPIB", { params: { query: range }, signal }),
  staleTime: 60_000,
});
