// Reading back an unconfirmed claim from what the contract already
// has: a reward among the claimed ones (MCSFE_getClaimPromotion status C), a
// ticket among the claimed tickets (the points mall's calls: reconcile-points.ts;
// the check-in reads its days back itself, claim-sign-in.ts). Each answers
// `done` with what the call would have
// answered, or `none`; a failed read rejects (the machine counts it as unknown).
import type { Reconciled } from "../../../lib/money-call/index.ts";
import type { ClaimCall } from "../reward-status.ts";
import type { Api } from "../../../lib/app-services.tsx";
import { claimedTickets } from "./get-claim-tickets.ts";
import { claimedRewards } from "./get-claimable-rewards.ts";

/** What a claim answers: a ticket's amount credited, when its answer says it (a reward's card says what it gives). */
export interface ClaimResult {
  amount?: number;
}

async function rewardClaimed(api: Api, call: Extract<ClaimCall, { kind: "reward" }>): Promise<Reconciled<ClaimResult>> {
  const claimed = await claimedRewards.fetch(api, call.promotionType);
  return claimed.some((item) => item.rewardId === call.promotionClaimId) ? { found: "done", value: {} } : { found: "none" };
}

async function ticketClaimed(api: Api, call: Extract<ClaimCall, { kind: "ticket" }>): Promise<Reconciled<ClaimResult>> {
  const claimed = await claimedTickets.fetch(api);
  return claimed.some((ticket) => ticket.transactionId === call.transactionId) ? { found: "done", value: {} } : { found: "none" };
}

/** The rewards centre's records of one claim. */
export function reconcileClaim(api: Api, call: ClaimCall): Promise<Reconciled<ClaimResult>> {
  switch (call.kind) {
    case "reward":
      return rewardClaimed(api, call);
    case "ticket":
      return ticketClaimed(api, call);
  }
}
