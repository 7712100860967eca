import { describe, expect, it } from "vitest";
import {
  applyPath,
  coverImage,
  dateRangeText,
  DEFAULT_CATEGORY_TYPE,
  findPromotion,
  initialCategoryId,
  promotionsOfCategory,
  takesApplications,
} from "./promotion-rules.ts";
import { categories, promotions } from "./testing/promotion-fixtures.ts";

describe("promotion rules (spec §2 'Promotions page')", () => {
  it("shows the date range as YYYY/MM/DD - YYYY/MM/DD, or 'long term' when noExpiry is 1", () => {
    expect(dateRangeText({ startDate: "2026-11-01", endDate: "2026-11-30", noExpiry: 0 }, "Long term")).toBe("2026/11/01 - 2026/11/30");
    expect(dateRangeText({ startDate: "2026-01-01", endDate: null, noExpiry: 1 }, "Long term")).toBe("Long term");
    expect(dateRangeText({ startDate: "2026-01-01", endDate: "2026-12-31", noExpiry: 1 }, "Long term")).toBe("Long term");
    // No end date to show and not marked long term: still never an empty or half range.
    expect(dateRangeText({ startDate: "2026-01-01", endDate: null, noExpiry: 0 }, "Long term")).toBe("Long term");
    expect(dateRangeText({ startDate: "not a date", endDate: "2026-12-31", noExpiry: 0 }, "Long term")).toBe("2026/12/31");
  });

  it("selects 'daily' first, else the first tab, and nothing without tabs", () => {
    expect(DEFAULT_CATEGORY_TYPE).toBe("daily");
    expect(initialCategoryId(categories)).toBe(1);
    expect(initialCategoryId([categories[2]!, categories[0]!])).toBe(1);
    expect(initialCategoryId([categories[2]!, categories[1]!])).toBe(5);
    expect(initialCategoryId([])).toBeUndefined();
  });

  it("lists under a tab the promotions that carry its id, all of them without tabs", () => {
    expect(promotionsOfCategory(promotions, 2).map((p) => p.id)).toEqual([5002]);
    expect(promotionsOfCategory(promotions, 6)).toEqual([]);
    expect(promotionsOfCategory(promotions, undefined)).toHaveLength(3);
  });

  it("takes the image with sequence 1 as the cover", () => {
    expect(coverImage({ announcementImages: [{ url: "/b.svg", sequence: 2 }, { url: "/a.svg", sequence: 1 }] })).toBe("/a.svg");
    expect(coverImage({ announcementImages: [{ url: "/c.svg", sequence: 3 }] })).toBe("/c.svg");
    expect(coverImage({ announcementImages: [] })).toBeUndefined();
  });

  it("offers Apply only to promotions that take applications, at /m/activity/apply?id=", () => {
    expect(takesApplications({ applicationType: "APPLY" })).toBe(true);
    expect(takesApplications({ applicationType: "APPLY_WITH_IMAGES" })).toBe(true);
    expect(takesApplications({ applicationType: "NONE" })).toBe(false);
    expect(takesApplications({})).toBe(false);
    expect(applyPath(5005)).toBe("/m/activity/apply?id=5005");
  });

  it("finds the promotion of ?id= and nothing for an unknown or malformed id", () => {
    expect(findPromotion(promotions, "5002")?.title).toBe("First deposit 100%");
    expect(findPromotion(promotions, "9")).toBeUndefined();
    expect(findPromotion(promotions, "5002abc")).toBeUndefined();
    expect(findPromotion(promotions, null)).toBeUndefined();
  });
});
