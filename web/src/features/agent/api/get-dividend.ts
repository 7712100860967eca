import { defineQuery } from "../../../lib/api-query.ts";
import type { DateRange } from "./api-types.ts";

/** ODSFE2_CurrentDividend: the running period, the tier reached and the estimate. */
export const currentDividend = defineQuery("getCurrentDividend", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/ODSFE2_CurrentDividend", { signal }),
  staleTime: 60_000,
});

/** ODSFE2_PayoutDividend: past periods and their payout state. */
export const dividendPayouts = defineQuery("getDividendPayouts", {
  scope: "member",
  call: (api, range: DateRange, signal) => api.GET("/wps/relay/ODSFE2_PayoutDividend", { params: { query: range }, signal }),
});
