// Promotion availability (spec §3 keys LOGIN, MANUAL, RAFFLE, UPGRADE_BONUS,
// MISSION_MANUAL, TICKET, REFERRAL): the one query every entry and badge reads.
export { availablePromotions } from "./api/get-available-promotions.ts";
export { isPromotionEnabled, promotionCount } from "./promotion-availability.ts";
export type { AvailablePromotions, PromotionKey } from "./promotion-availability.ts";
