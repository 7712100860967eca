import type { components } from "@platform/sdk";
import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";
import { REPORT_PAGE_SIZE, type ReportPage } from "./api-types.ts";

export type TransactionType = components["schemas"]["TransactionType"];

/** ODS2_MemberTransaction: the agent's own records of one type (or all) for a date range, a page at a time (a money view: lib/refresh-money-views.ts). */
export const transactions = defineQuery("getTransactions", {
  scope: "member",
  call: (api, { range, type, pageNo }: ReportPage & { type: TransactionType | undefined }, signal) =>
    api.GET("/wps/relay/ODS2_MemberTransaction", { params: { query: { ...range, ...(type ? { types: type } : {}), pageNo, pageSize: REPORT_PAGE_SIZE } }, signal }),
  placeholderData: keepPreviousData,
});
