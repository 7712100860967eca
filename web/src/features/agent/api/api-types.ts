/** A first and last day, YYYY-MM-DD (spec §7: team KPI and the reports). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Rows per page of the agent reports (the contract's pageSize). */
export const REPORT_PAGE_SIZE = 20;
