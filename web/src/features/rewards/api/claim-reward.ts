// A claim of one item of the rewards centre (a reward, a ticket) through the
// one money path (lib/money-call): one intent per item, so claiming
// one locks only that one; a request id (Idempotency-Key) per intent; an
// answer that did not come is read back from the claimed rewards or the
// claimed tickets, never offered as a retry. After every outcome the balances,
// the lists and the availability (the nav bar's rewards badge) are asked
// again, as the member centre asks them.
import { unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import type { ClaimCall } from "../reward-status.ts";
import type { Api } from "../../../lib/app-services.tsx";
import { claimTickets } from "./get-claim-tickets.ts";
import { reconcileClaim, type ClaimResult } from "./reconcile.ts";

export type { ClaimResult } from "./reconcile.ts";

/** The rewards centre's module (reference §3.5: the real client sends `moduleid: REWCEN3`). */
const REWARDS_MODULE = "REWCEN3";

/** Sends the one call that claims (or joins) an item, under the intent's request id. */
async function sendClaim(api: Api, call: ClaimCall, idempotencyKey: string): Promise<ClaimResult> {
  await beforeSending(() => undefined);
  const header = { ModuleId: REWARDS_MODULE, "Idempotency-Key": idempotencyKey };
  switch (call.kind) {
    case "ticket": {
      const { amount } = await unwrap(api.POST("/wps/relay/PROMOFE_claimTicket", { params: { header }, body: { transactionId: call.transactionId, isApp: "N" } }));
      return { amount };
    }
    case "reward":
      // The member centre adds the member's last login address (ipAddress); the app's session does not hold it, and the field is optional.
      await unwrap(api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { params: { header }, body: { promotionClaimId: call.promotionClaimId, promotionType: call.promotionType } }));
      return {};
  }
}

/** One item's claim intent (a component per item owns one). */
export function useClaim() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall<ClaimCall, ClaimResult>({
    send: (call, key) => sendClaim(api, call, key),
    reconcile: ({ payload }) => reconcileClaim(api, payload),
    onSettled: () => {
      // The balance, the points, the lists (a claim's record) and the badge, whatever the outcome.
      void refreshMoneyViews(queryClient);
      void invalidateApiQueries(queryClient, [availablePromotions, claimTickets]);
    },
  });
}
