import { unwrap, type components } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { defineQuery, invalidateApiQueries } from "../../../lib/api-query.ts";
import { useApi, type Api } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall, type Reconciled } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";

export type DividendPeriod = components["schemas"]["DividendPeriod"];
export type DividendRecord = components["schemas"]["DividendRecord"];

/** ODSFE2_getContractPreviousAndCurrentDividend: the running period so far and the previous one. */
export const dividendPeriods = defineQuery("getCurrentDividend", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/ODSFE2_getContractPreviousAndCurrentDividend", { signal }),
  staleTime: 60_000,
});

/** ODSFE2_QueryDividend: settled dividends, the agent's own and its downlines' to pay out, a page at a time. */
export const dividendRecords = defineQuery("getDividends", {
  scope: "member",
  call: (api, page: number, signal) => api.GET("/wps/relay/ODSFE2_QueryDividend", { params: { query: { page } }, signal }),
});

/** POST ODSFE2_PayoutDividend: pays out one downline's dividend record, under the intent's request id. */
async function payOut(api: Api, id: number, idempotencyKey: string): Promise<number> {
  await beforeSending(() => undefined);
  await unwrap(api.POST("/wps/relay/ODSFE2_PayoutDividend", { params: { header: { "Idempotency-Key": idempotencyKey } }, body: { id } }));
  return id;
}

/** An unconfirmed pay-out read back from the records: the record reads PAID, or it was not paid. */
async function reconcilePayOut(api: Api, id: number): Promise<Reconciled<number>> {
  const page = await dividendRecords.fetch(api, 1);
  const record = page.list.find((row) => row.id === id);
  return record?.status === "PAID" ? { found: "done", value: id } : { found: "none" };
}

/**
 * Paying out a downline's dividend moves the agent's money: one intent per
 * record through the money path (lib/money-call), with its
 * Idempotency-Key; an answer that did not come is read back from the
 * records. After every outcome the balances and the records are asked again.
 */
export function usePayOutDividend() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall<number, number>({
    send: (id, key) => payOut(api, id, key),
    reconcile: ({ payload }) => reconcilePayOut(api, payload),
    onSettled: () => {
      void refreshMoneyViews(queryClient);
      void invalidateApiQueries(queryClient, [dividendRecords, dividendPeriods]);
    },
  });
}
