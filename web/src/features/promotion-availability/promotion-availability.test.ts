import { describe, expect, it } from "vitest";
import { isPromotionEnabled, promotionCount, type AvailablePromotions } from "./promotion-availability.ts";

const available: AvailablePromotions = {
  LOGIN: { enabled: true, count: 2 },
  MANUAL: { enabled: false, count: 5 },
  REFERRAL: { enabled: true, count: 0 },
};

describe("promotion availability", () => {
  it("is on only for a key the server enables", () => {
    expect(isPromotionEnabled(available, "LOGIN")).toBe(true);
    expect(isPromotionEnabled(available, "REFERRAL")).toBe(true);
    expect(isPromotionEnabled(available, "MANUAL")).toBe(false);
    expect(isPromotionEnabled(available, "TICKET")).toBe(false);
    expect(isPromotionEnabled(undefined, "LOGIN")).toBe(false);
  });

  it("counts only what an enabled promotion holds", () => {
    expect(promotionCount(available, "LOGIN")).toBe(2);
    expect(promotionCount(available, "MANUAL")).toBe(0);
    expect(promotionCount(available, "RAFFLE")).toBe(0);
    expect(promotionCount(undefined, "LOGIN")).toBe(0);
  });
});
