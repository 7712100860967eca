// Spec §2 "Promotions page" and §3 as pure functions: which tab is first,
// which promotions a tab lists, the cover image, the date text and whether
// the detail offers "Apply".
import type { components } from "@platform/sdk";
import { href } from "../../lib/routes.ts";

type Announcement = components["schemas"]["Announcement"];

export { dateRangeText } from "../../lib/date.ts";
type Category = components["schemas"]["PromotionCategory"];
type Promotion = components["schemas"]["PromotionAnnouncement"];

/** Spec §2: the default category of the promotions page. */
export const DEFAULT_CATEGORY_TYPE = "daily";
/** The tab selected on entry: 'daily' when the merchant has it, else the first; none without tabs. */
export function initialCategoryId(categories: readonly Category[]): number | undefined {
  return (categories.find((category) => category.type === DEFAULT_CATEGORY_TYPE) ?? categories[0])?.id;
}

/** The promotions shown under a tab: those whose category ids include it (all of them when there are no tabs). */
export function promotionsOfCategory<T extends Pick<Promotion, "promoAnnouncementCategoryIds">>(
  promotions: readonly T[],
  categoryId: number | undefined,
): T[] {
  if (categoryId === undefined) return [...promotions];
  return promotions.filter((promotion) => promotion.promoAnnouncementCategoryIds?.includes(categoryId));
}

/** Spec §3: the image with sequence 1 is the cover (else the lowest sequence). */
export function coverImage(announcement: Pick<Announcement, "announcementImages">): string | undefined {
  const images = [...(announcement.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence);
  return (images.find((image) => image.sequence === 1) ?? images[0])?.url;
}

/** The detail's "Apply" entry: only for promotions that take applications (features/activity-apply). */
export function takesApplications(promotion: Pick<Promotion, "applicationType">): boolean {
  return promotion.applicationType === "APPLY" || promotion.applicationType === "APPLY_WITH_IMAGES";
}

export function applyPath(id: number): string {
  return href("activityApply", { id });
}

export function promotionDetailPath(id: number): string {
  return href("activityDetail", { id });
}

/** The promotion of `?id=`; undefined for a missing, malformed or unknown id. */
export function findPromotion<T extends { id: number }>(promotions: readonly T[], rawId: string | null): T | undefined {
  if (!rawId || !/^\d+$/.test(rawId)) return undefined;
  const id = Number(rawId);
  return promotions.find((promotion) => promotion.id === id);
}
