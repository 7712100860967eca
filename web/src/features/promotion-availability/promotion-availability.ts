import type { components } from "@platform/sdk";

/** `value.content` of MCSFE_getAvailablePromotions: availability per promotion type. */
export type AvailablePromotions = components["schemas"]["AvailablePromotionsContent"];
export type PromotionKey = components["schemas"]["PromotionKey"];

/** Spec §3 (and the member centre's availablePromosByKey): a missing key, or no answer yet, means the promotion is off. */
export function isPromotionEnabled(available: AvailablePromotions | undefined, key: PromotionKey): boolean {
  return available?.[key]?.enabled === true;
}

/** The member's waiting items of one kind; 0 when the promotion is off or unknown. */
export function promotionCount(available: AvailablePromotions | undefined, key: PromotionKey): number {
  const entry = available?.[key];
  return entry?.enabled ? entry.count : 0;
}
