import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";
import type { DateRange } from "./api-types.ts";

/** ODSFE2_MemPNL: each team member's profit and loss for a date range, and the totals. */
export const memberPnl = defineQuery("getMemberPnl", {
  scope: "member",
  call: (api, range: DateRange, signal) => api.GET("/wps/relay/ODSFE2_MemPNL", { params: { query: range }, signal }),
  placeholderData: keepPreviousData,
});
