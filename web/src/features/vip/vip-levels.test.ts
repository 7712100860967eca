import { describe, expect, it } from "vitest";
import { levelAfterMonth, levelForTurnover, progressToNext, TOP_VIP_LEVEL, VIP_LEVELS, vipLevel } from "./vip-levels.ts";

describe("the VIP level table (spec §3)", () => {
  it("holds the eight levels in order with the spec's figures", () => {
    expect(VIP_LEVELS.map((l) => l.name)).toEqual(["VIP1", "VIP2", "VIP3", "VIP4", "VIP5", "VIP6", "VIP7", "VIP8"]);
    expect(vipLevel(2)).toEqual({ level: 2, name: "VIP2", cumulativeTurnover: 30_000, upgradeReward: 28, monthlyCondition: 10_000, monthlyBonus: 18, birthdayBonus: 0 });
    expect(vipLevel(8)).toMatchObject({ cumulativeTurnover: 100_000_000, upgradeReward: 18_888, monthlyCondition: 40_000_000, monthlyBonus: 8_888, birthdayBonus: 5_888 });
    expect(TOP_VIP_LEVEL).toBe(8);
  });

  it("each level asks more turnover than the one below", () => {
    for (const [i, l] of VIP_LEVELS.entries()) if (i > 0) expect(l.cumulativeTurnover).toBeGreaterThan(VIP_LEVELS[i - 1]!.cumulativeTurnover);
  });

  it("finds the level a cumulative turnover reaches", () => {
    expect(levelForTurnover(0)).toBe(0);
    expect(levelForTurnover(2_999.99)).toBe(0);
    expect(levelForTurnover(3_000)).toBe(1);
    expect(levelForTurnover(30_000)).toBe(2);
    expect(levelForTurnover(999_999)).toBe(3);
    expect(levelForTurnover(250_000_000)).toBe(8);
  });
});

describe("retention (spec §4)", () => {
  it("VIP 4 missing 500,000 in a month drops to VIP 3; meeting it keeps VIP 4", () => {
    expect(levelAfterMonth(4, 499_999)).toBe(3);
    expect(levelAfterMonth(4, 500_000)).toBe(4);
  });

  it("VIP1 has no monthly condition and is kept; no level is kept below 0", () => {
    expect(levelAfterMonth(1, 0)).toBe(1);
    expect(levelAfterMonth(0, 0)).toBe(0);
  });

  it("every level from 2 up drops exactly one when its condition is missed", () => {
    for (const l of VIP_LEVELS.filter((x) => x.monthlyCondition > 0)) expect(levelAfterMonth(l.level, l.monthlyCondition - 1)).toBe(l.level - 1);
  });
});

describe("progress to the next level", () => {
  it("measures from the current level's ET to the next level's", () => {
    expect(progressToNext(0, 1_500)).toBe(50);
    expect(progressToNext(1, 3_000)).toBe(0);
    expect(progressToNext(1, 16_500)).toBe(50);
    expect(progressToNext(3, 2_000_000)).toBe(100);
  });

  it("is complete at the top level", () => {
    expect(progressToNext(8, 100_000_000)).toBe(100);
  });
});
