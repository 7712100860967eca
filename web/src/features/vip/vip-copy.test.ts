import { describe, expect, it } from "vitest";
import { activeSection, scrollTarget, vipExample, VIP_BONUS_CLAIM_DAYS, VIP_BONUS_TURNOVER_TIMES, VIP_SCROLL_OFFSET_PX } from "./vip-copy.ts";

describe("the VIP page's constants (spec §9)", () => {
  it("scroll offset 80 px, bonuses claimed within 7 days, 1× turnover", () => {
    expect(VIP_SCROLL_OFFSET_PX).toBe(80);
    expect(VIP_BONUS_CLAIM_DAYS).toBe(7);
    expect(VIP_BONUS_TURNOVER_TIMES).toBe(1);
  });

  it("the example's figures come from the table: level 2 pays 28 for 30,000 with monthly 18; VIP4 keeps with 500,000 or drops to VIP3", () => {
    expect(vipExample()).toEqual({
      upgrade: { level: "VIP2", turnover: 30_000, bonus: 28, monthlyBonus: 18 },
      retention: { level: "VIP4", monthly: 500_000, lower: "VIP3" },
      birthday: { from: "VIP3", max: 5_888 },
    });
  });
});

describe("the example from a merchant's table", () => {
  const level = (place: number, name: string, et: number, mc: number, ur = 0, mb = 0, bb = 0) => ({ level: place, name, cumulativeTurnover: et, upgradeReward: ur, monthlyCondition: mc, monthlyBonus: mb, birthdayBonus: bb });

  it("takes the second level's upgrade and, without a fourth, the highest level a month keeps", () => {
    const table = [level(1, "Bronze", 1000, 0), level(2, "Silver", 10_000, 2_000, 18, 8), level(3, "Gold", 100_000, 20_000, 88, 18, 38)];
    expect(vipExample(table)).toEqual({
      upgrade: { level: "Silver", turnover: 10_000, bonus: 18, monthlyBonus: 8 },
      retention: { level: "Gold", monthly: 20_000, lower: "Silver" },
      birthday: { from: "Gold", max: 38 },
    });
  });

  it("falls back to the spec's table when a table is too short to show anything", () => {
    expect(vipExample([level(1, "Only", 1000, 0)])).toEqual(vipExample());
  });
});

describe("scrolling to a section", () => {
  it("the active tab is the last section past the 80 px line", () => {
    expect(activeSection({ tops: [80, 900, 1600, 2400], atBottom: false })).toBe(0);
    expect(activeSection({ tops: [-700, 81, 800, 1600], atBottom: false })).toBe(1);
    expect(activeSection({ tops: [-2000, -1200, 60, 900], atBottom: false })).toBe(2);
  });

  it("at the page's end the last tab is active even if its section cannot reach the line", () => {
    expect(activeSection({ tops: [-2000, -1200, -400, 300], atBottom: true })).toBe(3);
  });

  it("puts a section's top 80 px below the top of the window", () => {
    expect(scrollTarget(1000, 200)).toBe(1120);
    expect(scrollTarget(20, 0)).toBe(0);
  });
});
