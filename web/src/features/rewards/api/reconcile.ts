// Reading back an unconfirmed claim, sign-in, redemption or conversion (issue
// 29) from what the contract already has: a reward among the claimed ones
// (MCSFE_getClaimPromotion status C), a ticket among the claimed tickets, a
// raffle whose status reads REGISTERED, today signed on the calendar, a
// redemption or conversion in the points history (MCSFE_getRedeemPointList)
// with the points balance. Each answers `done` with what the call would have
// answered, or `none`; a failed read rejects (the machine counts it as unknown).
import { unwrap } from "@platform/sdk";
import type { PointConvertResult, PointRedeemResult } from "@platform/sdk/secure";
import { findRecord, recordsSince, type Reconciled, type RecordMatch } from "../../../lib/money-call/index.ts";
import type { ClaimCall } from "../reward-status.ts";
import type { PointRedemption, SignInClaimResult } from "../reward-types.ts";
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

/** The newest lines of the points history: enough to hold one made in the last minutes. */
const HISTORY_PAGE_SIZE = 50;

async function pointsHistory(api: Api, startedAt: number): Promise<PointRedemption[]> {
  const page = await unwrap(api.GET("/wps/relay/MCSFE_getRedeemPointList", { params: { query: { ...recordsSince(startedAt), pageNo: 1, pageSize: HISTORY_PAGE_SIZE } } }));
  return page.list;
}

async function pointBalance(api: Api): Promise<number> {
  return (await unwrap(api.GET("/wps/relay/MCSFE_getPointBalance"))).point;
}

/** A line of ours that failed moved nothing: the intent may go again (same key: a backend that keeps it answers its refusal again). */
const wentThrough = (line: PointRedemption | undefined): line is PointRedemption => line !== undefined && line.status !== "FAILED";

/** What a redemption intent was, beyond its payload: the points it costs and the reward's name, to know its line by. */
export interface RedeemShape {
  readonly rewardId: number;
  readonly quantity: number;
  readonly pointsUsed: number;
  readonly rewardName: string;
}

export async function reconcileRedeem(api: Api, intent: RedeemShape, match: RecordMatch): Promise<Reconciled<PointRedeemResult>> {
  const line = findRecord(
    await pointsHistory(api, match.startedAt),
    match,
    (item) =>
      item.type === "REDEEM" &&
      item.points === intent.pointsUsed &&
      (item.quantity ?? 1) === intent.quantity &&
      (item.rewardName == null || item.rewardName === intent.rewardName),
  );
  if (!wentThrough(line)) return { found: "none" };
  return {
    found: "done",
    value: { redeemId: line.redeemId, rewardId: intent.rewardId, pointsUsed: line.points, pointBalance: await pointBalance(api), cashAmount: line.cashAmount ?? null },
  };
}

export async function reconcileConvert(api: Api, points: number, match: RecordMatch): Promise<Reconciled<PointConvertResult>> {
  const line = findRecord(await pointsHistory(api, match.startedAt), match, (item) => item.type === "CONVERT" && item.points === points);
  if (!wentThrough(line)) return { found: "none" };
  return { found: "done", value: { points: line.points, amount: line.cashAmount ?? 0, pointBalance: await pointBalance(api) } };
}
