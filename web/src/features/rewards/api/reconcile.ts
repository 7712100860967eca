// Reading back an unconfirmed claim, redemption or conversion (issue 29) from
// what the contract already has: a reward among the claimed ones
// (MCSFE_getClaimPromotion status C), a ticket among the claimed tickets, a
// redemption or conversion in the points history (MCSFE_getRedeemPointList)
// with the points balance (the check-in reads its days back itself,
// claim-sign-in.ts). Each answers `done` with what the call would have
// answered, or `none`; a failed read rejects (the machine counts it as unknown).
import { unwrap } from "@platform/sdk";
import type { PointConvertResult, PointRedeemResult } from "@platform/sdk/secure";
import { findRecord, recordsSince, type Reconciled, type RecordMatch } from "../../../lib/money-call/index.ts";
import type { ClaimCall } from "../reward-status.ts";
import type { PointRedemption } from "../reward-types.ts";
import type { Api } from "../../../lib/app-services.tsx";

/** What a claim answers: a ticket's amount credited, when its answer says it (a reward's card says what it gives). */
export interface ClaimResult {
  amount?: number;
}

async function rewardClaimed(api: Api, call: Extract<ClaimCall, { kind: "reward" }>): Promise<Reconciled<ClaimResult>> {
  const claimed = await unwrap(api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: call.promotionType, status: "C", _: Date.now() } } }));
  return claimed.some((item) => item.rewardId === call.promotionClaimId) ? { found: "done", value: {} } : { found: "none" };
}

async function ticketClaimed(api: Api, call: Extract<ClaimCall, { kind: "ticket" }>): Promise<Reconciled<ClaimResult>> {
  const claimed = await unwrap(api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { isApp: "N", status: "CLAIMED", isAll: "N", _: Date.now() } } }));
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
