// The points mall's rules: whether a reward can be redeemed with the member's
// points, the reward categories (MC V0lM mallTypes: 1 discount_exchange,
// 2 domestic_services, 3 gift_redemption), the exchange form's fields (V0lM
// rules), and the conversion bounds of the merchant's point config.
import type { FieldRule } from "@platform/machines";
import type { PointConfig, PointReward, PointRewardCategory } from "./reward-types.ts";

export type RedeemState = { kind: "redeem" } | { kind: "tooLow"; missing: number } | { kind: "soldOut" } | { kind: "limitReached" };

/** Sold out first (nothing to redeem), then the member's limit, then the price against the balance. */
export function redeemState(reward: PointReward, points: number): RedeemState {
  if (reward.stock === 0) return { kind: "soldOut" };
  if (reward.limitPerMember != null && (reward.redeemedByMember ?? 0) >= reward.limitPerMember) return { kind: "limitReached" };
  if (points < reward.pointPrice) return { kind: "tooLow", missing: reward.pointPrice - points };
  return { kind: "redeem" };
}

/** The categories the real client knows before the server's list comes (V0lM mallTypes), by text key. */
const CATEGORY_KEYS = ["ALL", "discount_exchange", "domestic_services", "gift_redemption"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

const DEFAULT_CATEGORIES: readonly PointRewardCategory[] = CATEGORY_KEYS.map((name, id) => ({ id, name, dispaly: "Y" }));

/** Id 0: every reward. */
export const ALL_REWARDS = 0;

/** The mall's tabs: the server's categories shown (`dispaly` Y), All first; the real client's own list while none came. */
export function mallTabs(categories: readonly PointRewardCategory[] | undefined): PointRewardCategory[] {
  const shown = (categories ?? DEFAULT_CATEGORIES).filter((category) => (category.dispaly ?? "Y") === "Y");
  const all = shown.find((category) => category.id === ALL_REWARDS) ?? { id: ALL_REWARDS, name: "ALL", dispaly: "Y" };
  return [all, ...shown.filter((category) => category.id !== ALL_REWARDS)];
}

/** The rewards of a tab. */
export function rewardsOf(rewards: readonly PointReward[], category: number): PointReward[] {
  return category === ALL_REWARDS ? [...rewards] : rewards.filter((reward) => reward.conversionType === category);
}

/** A category's text key, when it is one the app knows (the server may name others). */
export function categoryKey(name: string): CategoryKey | undefined {
  return (CATEGORY_KEYS as readonly string[]).includes(name) ? (name as CategoryKey) : undefined;
}

/** A gift is shipped: its redemption asks where to (the exchange form's shipping fields). */
export function isGift(reward: PointReward, categories: readonly PointRewardCategory[] | undefined): boolean {
  const category = (categories ?? DEFAULT_CATEGORIES).find((entry) => entry.id === reward.conversionType);
  return category?.name === "gift_redemption";
}

/** The exchange form's withdrawal password (V0lM fundPassword: 6 to 15 letters and digits, required). */
export const fundPasswordRule: FieldRule = {
  required: true,
  pattern: /^[a-zA-Z0-9]+$/,
  minLength: 6,
  maxLength: 15,
  requiredMessage: "payment_password_format",
  message: "payment_password_format",
};

/** The exchange form's shipping fields (V0lM address, name, userPhone, line): none required, each a real value when given. */
export const shippingRules: Record<"address" | "name" | "userPhone" | "line", FieldRule> = {
  address: { required: false, pattern: /\S/, maxLength: 200, requiredMessage: "field_required", message: "field_format_incorrect" },
  name: { required: false, pattern: /\S/, maxLength: 64, requiredMessage: "field_required", message: "field_format_incorrect" },
  userPhone: { required: false, pattern: /^[0-9]+$/, maxLength: 20, requiredMessage: "field_required", message: "field_format_incorrect" },
  line: { required: false, pattern: /\S/, maxLength: 64, requiredMessage: "field_required", message: "field_format_incorrect" },
};

/** The points each source earns, in the order the mall's rule page lists them (V0lM lottMap). */
const EARN_SOURCES = ["sportBet", "rngBet", "liveBet", "lottoBet", "pvpBet", "deposit"] as const;
export type EarnSource = (typeof EARN_SOURCES)[number];

/** The sources the merchant gives points for, with their rate (none set or 0: not listed). */
export function earnRates(config: PointConfig | undefined): { source: EarnSource; points: number }[] {
  return EARN_SOURCES.flatMap((source) => {
    const points = config?.[source];
    return typeof points === "number" && points > 0 ? [{ source, points }] : [];
  });
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
