// Reading back an unconfirmed redemption or conversion of points.
// A redemption is a line of the exchange history
// (MCSFE_getRedeemPointList), whatever its review code (P, A and R all spent
// the points once); found by its request id when the backend keeps it, else
// by the reward and its price among the lines since it was sent. A conversion
// is no line of that history: it is found in the points balance, which fell by
// at least its points since the member confirmed.
import type { PointConvertResult, PointRedeemResult } from "@platform/sdk/secure";
import { findRecord, type Reconciled, type RecordMatch } from "../../../lib/money-call/index.ts";
import type { Api } from "../../../lib/app-services.tsx";
import { pointBalance } from "./get-point-balance.ts";
import { pointRedemptions } from "./get-point-redemptions.ts";

/** What a redemption intent was, beyond its payload: the reward and its price, to know its line by. */
export interface RedeemShape {
  readonly rewardId: number;
  readonly pointsUsed: number;
  readonly rewardName: string;
}

export async function reconcileRedeem(api: Api, intent: RedeemShape, match: RecordMatch): Promise<Reconciled<PointRedeemResult>> {
  const exchanges = await pointRedemptions.fetch(api);
  // The history's times are epoch ms; the records' matching reads ISO times.
  const lines = exchanges.list.map((line) => ({ ...line, createdTime: new Date(line.createdTime).toISOString() }));
  const line = findRecord(
    lines,
    match,
    (item) => item.points === intent.pointsUsed && (item.rewardId == null ? item.rewardName === intent.rewardName : item.rewardId === intent.rewardId),
  );
  if (!line) return { found: "none" };
  return { found: "done", value: { redeemId: line.redeemId, pointBalance: await pointBalance.fetch(api) } };
}

/** What a conversion intent was: the points, and the balance the member saw when confirming it. */
export interface ConvertShape {
  readonly points: number;
  readonly pointsBefore: number;
}

export async function reconcileConvert(api: Api, intent: ConvertShape): Promise<Reconciled<PointConvertResult>> {
  const balance = await pointBalance.fetch(api);
  return balance <= intent.pointsBefore - intent.points ? { found: "done", value: { pointBalance: balance } } : { found: "none" };
}
