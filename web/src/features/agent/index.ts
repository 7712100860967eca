// The agent feature's public surface. Its screens are reached through the route table
// (app/routes/route-table.ts); the page frame takes the agent area's footer from first-paint.ts.
// Everything else is internal, except what the member's own game
// record (features/records) shares with the team betting page: the bet tables, the
// report's date range, paging and states. Another feature imports from this file only.
export { BetCategoryChips, LottBetTable, PvpBetTable, ThirdPartyBetTable, type BetCategory, type LottBet, type ThirdPartyCategory } from "./components/bet-tables.tsx";
export { AgentColumn } from "./components/agent-frame.tsx";
export { Amount } from "./components/amount.tsx";
export { DateRangePicker } from "./components/date-range-picker.tsx";
export { Pager } from "./components/pager.tsx";
export { productLabel } from "./components/product-label.ts";
export { ReportState } from "./components/report-state.tsx";
export { useReportFilters } from "./components/use-report-filters.ts";
export { platformDayBounds } from "./date-range.ts";
export type { DateRange } from "./api/api-types.ts";
