// The points mall's rules: whether a reward can be redeemed with the member's
// points, and the conversion bounds of the merchant's point config.
import type { PointConfig, PointReward } from "./reward-types.ts";

export type RedeemState =
  | { kind: "redeem" }
  | { kind: "tooLow"; missing: number }
  | { kind: "soldOut" }
  | { kind: "comingSoon" }
  | { kind: "limitReached" };

/** Sold out and coming soon first (nothing to redeem), then the member's limit, then the price against the balance. */
export function redeemState(reward: PointReward, points: number): RedeemState {
  if (reward.status === "SOLD_OUT" || reward.stock === 0) return { kind: "soldOut" };
  if (reward.status === "COMING_SOON") return { kind: "comingSoon" };
  if (reward.limitPerMember != null && (reward.redeemedByMember ?? 0) >= reward.limitPerMember) return { kind: "limitReached" };
  if (points < reward.pointPrice) return { kind: "tooLow", missing: reward.pointPrice - points };
  return { kind: "redeem" };
}

export interface ConvertBounds {
  min: number;
  max: number;
  pointsPerUnit: number;
}

/** Conversion shows only when enabled and the member holds at least the minimum; the max is the smaller of the day's cap and the balance. */
export function convertBounds(config: PointConfig | undefined, points: number): ConvertBounds | null {
  if (!config?.convertEnabled) return null;
  const min = config.minConvertPoints ?? 1;
  const max = Math.min(config.maxConvertPointsPerDay ?? Number.POSITIVE_INFINITY, Math.floor(points));
  return { min, max, pointsPerUnit: config.pointsPerUnit ?? 1 };
}

/** The cash a number of points converts to. */
export function convertAmount(points: number, pointsPerUnit: number): number {
  return Math.floor((points / pointsPerUnit) * 100) / 100;
}

/** At most this many amounts to pick from when converting. */
export const CONVERT_CHOICES = 6;

/** The amounts a member can convert: multiples of the minimum up to the bounds' max (none when the balance is below the minimum). */
export function convertChoices(bounds: ConvertBounds): number[] {
  const choices: number[] = [];
  for (let points = bounds.min; points <= bounds.max && choices.length < CONVERT_CHOICES; points += bounds.min) choices.push(points);
  return choices;
}
