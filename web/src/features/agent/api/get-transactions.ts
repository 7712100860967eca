import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";
import { REPORT_PAGE_SIZE, type DateRange } from "./api-types.ts";

/** The kinds of movement the record page filters by (ODSFE2_MemTransDet `codeTypes`; `dividend` is what the page calls promotions). */
export const TRANSACTION_CODE_TYPES = [
  "deposit",
  "withdraw",
  "betting",
  "winning",
  "dividend",
  "betting_rebate",
  "agent_rebate",
  "share_bonus",
  "daily_wage",
  "hour_wage",
  "referral_rebate",
  "other",
] as const;
export type TransactionCodeType = (typeof TRANSACTION_CODE_TYPES)[number];

/** The transfer type ids the member centre leaves out of the records: its own view's, and its team view's (hksc WalletStore). */
const EXCLUDED_OWN = "6231,4203,4223,6156,4253";
const EXCLUDED_TEAM = "6231,2004,4203,4223,6156,4253,6103,6202,6203";

/** A platform day (YYYY-MM-DD, UTC+8) as the ms of its first and last moment: what the records are asked for. */
export function platformDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000+08:00`);
}

export function platformDayEnd(day: string): number {
  return Date.parse(`${day}T23:59:59.999+08:00`);
}

export interface TransactionQuery {
  range: DateRange;
  codeTypes: TransactionCodeType | undefined;
  /** Whose movements: the member's own account name, or a team member's in the team view. */
  subordinateName: string;
  /** The agent's team view (`?types=A`): other type ids left out, and each row says whose it is. */
  team: boolean;
  page: number;
  /** The language of the rows' type names (EN, CN, MS). */
  language: string;
}

/**
 * GET ODSFE2_MemTransDet: the movements of one account, of one kind (or all), between the first and the last
 * platform day, a page at a time (a money view: lib/refresh-money-views.ts), as the member centre's
 * transaction record asks them.
 */
export const transactions = defineQuery("getTransactions", {
  scope: "member",
  call: (api, { range, codeTypes, subordinateName, team, page, language }: TransactionQuery, signal) =>
    api.GET("/wps/relay/ODSFE2_MemTransDet", {
      params: {
        query: {
          codeTypes: codeTypes ?? "",
          ...(subordinateName ? { subordinateName } : {}),
          startTime: platformDayStart(range.startDate),
          endTime: platformDayEnd(range.endDate),
          page,
          size: REPORT_PAGE_SIZE,
          language,
          excludeTxTypeIds: team ? EXCLUDED_TEAM : EXCLUDED_OWN,
        },
      },
      signal,
    }),
  placeholderData: keepPreviousData,
});
