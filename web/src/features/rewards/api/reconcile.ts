// Reading back an unconfirmed claim or sign-in (issue 29) from what the
// contract already has: a reward among the claimed ones (MCSFE_getClaimPromotion
// status C), a ticket among the claimed tickets, a raffle whose status reads
// REGISTERED, today signed on the calendar (the points mall's calls:
// reconcile-points.ts). Each answers `done` with what the call would have
// answered, or `none`; a failed read rejects (the machine counts it as unknown).
import { unwrap } from "@platform/sdk";
import type { Reconciled } from "../../../lib/money-call/index.ts";
import type { ClaimCall } from "../reward-status.ts";
import type { SignInClaimResult } from "../reward-types.ts";
import type { Api } from "../../../lib/app-services.tsx";

/** What a claim answers: the amount credited, when the answer or the records say it. */
export interface ClaimResult {
  amount?: number;
}

async function rewardClaimed(api: Api, call: Extract<ClaimCall, { kind: "reward" }>): Promise<Reconciled<ClaimResult>> {
  const claimed = await unwrap(api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: call.promotionType, status: "C", _: Date.now() } } }));
  const reward = claimed.find((item) => item.rewardId === call.promotionClaimId);
  return reward ? { found: "done", value: reward.amount === undefined ? {} : { amount: reward.amount } } : { found: "none" };
}

async function ticketClaimed(api: Api, call: Extract<ClaimCall, { kind: "ticket" }>): Promise<Reconciled<ClaimResult>> {
  const claimed = await unwrap(api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { isApp: "N", status: "CLAIMED", isAll: "N", _: Date.now() } } }));
  return claimed.some((ticket) => ticket.transactionId === call.transactionId) ? { found: "done", value: {} } : { found: "none" };
}

async function raffleJoined(api: Api, call: Extract<ClaimCall, { kind: "raffle" }>): Promise<Reconciled<ClaimResult>> {
  const raffle = await unwrap(api.GET("/wps/relay/MCSFE_getRafflePromotionStatus", { params: { query: { promotionId: call.promotionId } } }));
  // REGISTERED: joined, waiting for the draw; tickets held mean joined whatever came after (drawing, drawn).
  const joined = raffle.activityStatus === "REGISTERED" || (raffle.ticketNumbers?.length ?? 0) > 0;
  return joined ? { found: "done", value: {} } : { found: "none" };
}

/** The rewards centre's records of one claim (or raffle join). */
export function reconcileClaim(api: Api, call: ClaimCall): Promise<Reconciled<ClaimResult>> {
  switch (call.kind) {
    case "reward":
      return rewardClaimed(api, call);
    case "ticket":
      return ticketClaimed(api, call);
    case "raffle":
      return raffleJoined(api, call);
  }
}

/** Today reads signed on the calendar: the day signed last, with its reward, is what the sign-in answered. */
export async function reconcileSignIn(api: Api, promotionId: number): Promise<Reconciled<SignInClaimResult>> {
  const promotion = await unwrap(api.GET("/wps/relay/MCSFE_getLoginPromotion", { params: { query: { _: Date.now() } } }));
  if (promotion.promotionId !== promotionId || !promotion.signedToday) return { found: "none" };
  const day = promotion.days.filter((item) => item.status === "SIGNED").at(-1);
  if (!day) return { found: "none" };
  return { found: "done", value: { promotionId, day: day.day, reward: day.reward, signedDays: promotion.signedDays } };
}
