import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";
import { REPORT_PAGE_SIZE, type ReportPage } from "./api-types.ts";

/** GET /wps/report/teamPVPRNGBetting: the team's bets for a date range, a page at a time. */
export const teamBets = defineQuery("getTeamBets", {
  scope: "member",
  call: (api, { range, pageNo }: ReportPage, signal) => api.GET("/wps/report/teamPVPRNGBetting", { params: { query: { ...range, pageNo, pageSize: REPORT_PAGE_SIZE } }, signal }),
  placeholderData: keepPreviousData,
});
