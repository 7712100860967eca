import { describe, expect, it } from "vitest";
import { CONVERT_CHOICES, convertAmount, convertBounds, convertChoices, redeemState } from "./points-rules.ts";
import type { PointReward } from "./reward-types.ts";

const reward = (overrides: Partial<PointReward> = {}): PointReward => ({
  rewardId: 6102,
  name: "￥18.00 cash",
  pointPrice: 1800,
  status: "AVAILABLE",
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

  it("sold out (by status or stock 0) and coming soon win over the price", () => {
    expect(redeemState(reward({ status: "SOLD_OUT" }), 99_999)).toEqual({ kind: "soldOut" });
    expect(redeemState(reward({ stock: 0 }), 99_999)).toEqual({ kind: "soldOut" });
    expect(redeemState(reward({ status: "COMING_SOON" }), 0)).toEqual({ kind: "comingSoon" });
  });

  it("the member's limit reached", () => {
    expect(redeemState(reward({ limitPerMember: 1, redeemedByMember: 1 }), 99_999)).toEqual({ kind: "limitReached" });
    expect(redeemState(reward({ limitPerMember: null, redeemedByMember: 9 }), 99_999)).toEqual({ kind: "redeem" });
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
