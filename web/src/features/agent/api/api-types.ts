import type { useApi } from "../../../lib/app-services.tsx";

/** The typed SDK client the data functions take (useApi() in components). */
export type Api = ReturnType<typeof useApi>;

/** A first and last day, YYYY-MM-DD (spec §7: team KPI and the reports). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Every agent query starts with this key: keyed by the agent, so a new session never sees the last one's team. */
export const agentKey = (userName: string | undefined, ...rest: readonly unknown[]) => ["agent", userName ?? "", ...rest] as const;

/** Rows per page of the agent reports (the contract's pageSize). */
export const REPORT_PAGE_SIZE = 20;
