import { announcement } from "../../../testing/fixtures.ts";
import type { PromotionCategory } from "../api/get-promotion-categories.ts";
import type { Promotion } from "../api/get-promotions.ts";

export const categories: PromotionCategory[] = [
  { id: 1, type: "daily", title: "Daily" },
  { id: 2, type: "newMember", title: "New member" },
  { id: 5, type: "sports", title: "Sports" },
];

const promotion = (id: number, overrides: Partial<Promotion> = {}): Promotion => ({
  ...announcement<Promotion>(id, { type: "PR", title: `Promotion ${id}`, category: "Daily", content: `<p>Rules of promotion ${id}</p>` }),
  promoAnnouncementCategoryIds: [1],
  announcementImages: [{ url: `/mock-assets/promotions/p${id}.svg`, sequence: 1 }],
  applicationType: "NONE",
  applicationStatus: null,
  ...overrides,
});

export const promotions: Promotion[] = [
  promotion(5001, { title: "Daily check-in bonus", noExpiry: 1, endDate: null }),
  promotion(5002, { title: "First deposit 100%", category: "New member", promoAnnouncementCategoryIds: [2] }),
  promotion(5005, { title: "Sports parlay insurance", category: "Sports", promoAnnouncementCategoryIds: [5], applicationType: "APPLY" }),
];
