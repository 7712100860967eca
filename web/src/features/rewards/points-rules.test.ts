import { describe, expect, it } from "vitest";
import { checkField } from "@platform/machines";
import {
  CONVERT_CHOICES,
  convertAmount,
  convertBounds,
  convertChoices,
  earnRates,
  fundPasswordRule,
  isGift,
  mallTabs,
  redeemState,
  rewardsOf,
  shippingRules,
} from "./points-rules.ts";
import type { PointReward } from "./reward-types.ts";

const reward = (overrides: Partial<PointReward> = {}): PointReward => ({
  rewardId: 6102,
  name: "￥18.00 cash",
  pointPrice: 1800,
  conversionType: 1,
  stock: null,
  limitPerMember: 5,
  redeemedByMember: 0,
  ...overrides,
});

describe("redeeming a points reward", () => {
  it("redeems when the points cover the price", () => {
    expect(redeemState(reward(), 1800)).toEqual({ kind: "redeem" });
  });

  it("points too low: says how many are missing", () => {
    expect(redeemState(reward(), 120)).toEqual({ kind: "tooLow", missing: 1680 });
  });

  it("sold out (stock 0) wins over the price", () => {
    expect(redeemState(reward({ stock: 0 }), 99_999)).toEqual({ kind: "soldOut" });
  });

  it("the member's limit reached", () => {
    expect(redeemState(reward({ limitPerMember: 1, redeemedByMember: 1 }), 99_999)).toEqual({ kind: "limitReached" });
    expect(redeemState(reward({ limitPerMember: null, redeemedByMember: 9 }), 99_999)).toEqual({ kind: "redeem" });
  });
});

describe("the mall's categories (MC V0lM mallTypes)", () => {
  const categories = [
    { id: 0, name: "ALL", dispaly: "Y" as const },
    { id: 1, name: "discount_exchange", dispaly: "Y" as const },
    { id: 2, name: "domestic_services", dispaly: "N" as const },
    { id: 3, name: "gift_redemption", dispaly: "Y" as const },
  ];

  it("shows the tabs the server marks Y, All first; the client's own four while none came", () => {
    expect(mallTabs(categories).map((tab) => tab.id)).toEqual([0, 1, 3]);
    expect(mallTabs([{ id: 3, name: "gift_redemption", dispaly: "Y" }]).map((tab) => tab.name)).toEqual(["ALL", "gift_redemption"]);
    expect(mallTabs(undefined).map((tab) => tab.name)).toEqual(["ALL", "discount_exchange", "domestic_services", "gift_redemption"]);
  });

  it("a tab holds the rewards of its category, All every reward", () => {
    const rewards = [reward(), reward({ rewardId: 6104, conversionType: 3 })];
    expect(rewardsOf(rewards, 0)).toHaveLength(2);
    expect(rewardsOf(rewards, 3).map((r) => r.rewardId)).toEqual([6104]);
  });

  it("a gift (gift_redemption) is shipped", () => {
    expect(isGift(reward({ conversionType: 3 }), categories)).toBe(true);
    expect(isGift(reward({ conversionType: 1 }), categories)).toBe(false);
    expect(isGift(reward({ conversionType: 3 }), undefined)).toBe(true);
  });
});

describe("the exchange form (MC V0lM rules)", () => {
  it("asks the withdrawal password: 6 to 15 letters and digits", () => {
    expect(checkField(fundPasswordRule, "")).toMatchObject({ key: "payment_password_format" });
    expect(checkField(fundPasswordRule, "135790")).toBeUndefined();
    expect(checkField(fundPasswordRule, "13579")).toBeDefined();
    expect(checkField(fundPasswordRule, "1357 90")).toBeDefined();
    expect(checkField(fundPasswordRule, "a".repeat(16))).toBeDefined();
  });

  it("takes the shipping fields as optional, a phone in digits only", () => {
    expect(checkField(shippingRules.address, "")).toBeUndefined();
    expect(checkField(shippingRules.address, "   ")).toBeDefined();
    expect(checkField(shippingRules.userPhone, "60123456789")).toBeUndefined();
    expect(checkField(shippingRules.userPhone, "+60 12")).toBeDefined();
  });
});

describe("how points are earned", () => {
  it("lists the sources with a rate, in the rule page's order", () => {
    expect(earnRates({ deposit: 0.1, sportBet: 1, liveBet: 0, rngBet: null })).toEqual([
      { source: "sportBet", points: 1 },
      { source: "deposit", points: 0.1 },
    ]);
    expect(earnRates(undefined)).toEqual([]);
  });
});

describe("converting points", () => {
  it("is off unless the config enables it", () => {
    expect(convertBounds(undefined, 5000)).toBeNull();
    expect(convertBounds({ convertEnabled: false }, 5000)).toBeNull();
  });

  it("bounds: the config's minimum; the smaller of the day's cap and the balance", () => {
    expect(convertBounds({ convertEnabled: true, minConvertPoints: 1000, maxConvertPointsPerDay: 20_000, pointsPerUnit: 100 }, 2460)).toEqual({ min: 1000, max: 2460, pointsPerUnit: 100 });
    expect(convertBounds({ convertEnabled: true, minConvertPoints: 1000, maxConvertPointsPerDay: 2000, pointsPerUnit: 100 }, 2460)).toEqual({ min: 1000, max: 2000, pointsPerUnit: 100 });
  });

  it("cash from points, rounded down to the cent", () => {
    expect(convertAmount(1000, 100)).toBe(10);
    expect(convertAmount(1234, 100)).toBe(12.34);
    expect(convertAmount(1, 3)).toBe(0.33);
  });
});

describe("the amounts to convert", () => {
  it("multiples of the minimum up to the max", () => {
    expect(convertChoices({ min: 1000, max: 2460, pointsPerUnit: 100 })).toEqual([1000, 2000]);
  });

  it("none below the minimum (points too low to convert)", () => {
    expect(convertChoices({ min: 1000, max: 120, pointsPerUnit: 100 })).toEqual([]);
  });

  it("at most CONVERT_CHOICES", () => {
    expect(convertChoices({ min: 100, max: 1_000_000, pointsPerUnit: 100 })).toHaveLength(CONVERT_CHOICES);
  });
});
