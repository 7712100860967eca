import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";
import { REPORT_PAGE_SIZE, type ReportPage } from "./api-types.ts";

/** ODSFE2_MemPNL: each downline's profit and loss for a date range, a page at a time. */
export const memberPnl = defineQuery("getMemberPnl", {
  scope: "member",
  call: (api, { range, pageNo }: ReportPage, signal) => api.GET("/wps/relay/ODSFE2_MemPNL", { params: { query: { ...range, pageNo, pageSize: REPORT_PAGE_SIZE } }, signal }),
  placeholderData: keepPreviousData,
});
