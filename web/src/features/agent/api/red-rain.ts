// The red-envelope rain (/m/redRain): an agent's transfer of one
// amount to each of several direct downlines. The downlines to pick come from
// ODSFE2_subordinateSimple; the transfer is POST
// /wps/agent/transferMultipleDownline, encrypted (the withdrawal password
// leaves the device only inside it), through the one money path:
// one request per intent with its Idempotency-Key, an answer that did not
// come read back from the agent's records, never offered as a retry.
import type { DownlineTransferPayload, DownlineTransferResult } from "@platform/sdk/secure";
import { useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { defineQuery, invalidateApiQueries } from "../../../lib/api-query.ts";
import { useAppServices, type Api } from "../../../lib/app-services.tsx";
import { findRecord, intentRecords, sameAmount, secureReady, useMoneyCall, type Reconciled, type RecordMatch } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import { downlines } from "./get-downlines.ts";
import { teamKpi } from "./get-team-kpi.ts";

export type { DownlineTransferPayload, DownlineTransferResult };

/** Names a page of ODSFE2_subordinateSimple holds: a team's direct downlines fit on one. */
const NAMES_PAGE_SIZE = 200;

/**
 * GET ODSFE2_subordinateSimple: the agent's direct downlines by name. The
 * list may hold the agent itself (MC tr7x leaves its own name out): so does this.
 */
export const simpleDownlines = defineQuery("getSimpleDownlines", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/ODSFE2_subordinateSimple", { params: { query: { page: 1, size: NAMES_PAGE_SIZE } }, signal }),
});

/** What names a transfer, and what of it is kept while it is unconfirmed: the downlines and amounts, never the password. */
const transferIntent = ({ transfers }: DownlineTransferPayload): DownlineTransferPayload => ({ password: "", transfers });

/** The records to read: enough of the newest to hold one transfer to a whole team. */
const RECORDS_PAGE_SIZE = 100;

/**
 * An unconfirmed transfer read back from the agent's records (GET ODSFE2_MemTransDet, kind `other`, where
 * transfers are filed): the records made under its request id, or, where the backend keeps no ids, one
 * money-out record per downline's amount made since it was sent. The transfer is whole or nothing, so
 * finding every leg is finding it done.
 */
async function reconcileTransfer(api: Api, payload: DownlineTransferPayload, match: RecordMatch, userName: string): Promise<Reconciled<DownlineTransferResult>> {
  let left = await intentRecords.fetch(api, { codeTypes: "other", userName, startedAt: match.startedAt, size: RECORDS_PAGE_SIZE });
  const legs = [];
  for (const transfer of payload.transfers) {
    const leg = findRecord(left, match, (record) => record.amount < 0 && sameAmount(-record.amount, transfer.amount));
    if (!leg) return { found: "none" };
    legs.push(leg);
    left = left.filter((record) => record !== leg);
  }
  const totalAmount = Math.round(legs.reduce((sum, leg) => sum - leg.amount, 0) * 100) / 100;
  const balances = legs.map((leg) => leg.currentAvailBalance).filter((balance): balance is number => typeof balance === "number");
  return { found: "done", value: { totalAmount, transferCount: legs.length, ...(balances.length > 0 ? { sumBalance: Math.min(...balances) } : {}) } };
}

/**
 * The transfer through the money path. After every outcome the balances, the
 * team's figures and the downlines (their balances) are asked again.
 */
export function useRedEnvelopeRain() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMoneyCall<DownlineTransferPayload, DownlineTransferResult>({
    send: async (payload, idempotencyKey) => (await secureReady(client)).transferToDownlines(client, payload, { idempotencyKey }),
    reconcile: ({ payload, requestId, startedAt }) => reconcileTransfer(client.api, payload, { requestId, startedAt }, userName),
    onSettled: () => {
      void refreshMoneyViews(queryClient);
      void invalidateApiQueries(queryClient, [downlines, teamKpi]);
    },
    persist: { form: "agent.redRain", owner: userName, keep: transferIntent },
  });
}
