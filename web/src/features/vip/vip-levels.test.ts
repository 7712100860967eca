import { describe, expect, it } from "vitest";
import { levelBelow, placeOf, VIP_LEVELS, vipTable } from "./vip-levels.ts";

describe("the spec's VIP level table (spec §3), a visitor's", () => {
  it("holds the eight levels in order with the spec's figures", () => {
    expect(VIP_LEVELS.map((l) => l.name)).toEqual(["VIP1", "VIP2", "VIP3", "VIP4", "VIP5", "VIP6", "VIP7", "VIP8"]);
    expect(VIP_LEVELS[1]).toEqual({ level: 2, name: "VIP2", cumulativeTurnover: 30_000, upgradeReward: 28, monthlyCondition: 10_000, monthlyBonus: 18, birthdayBonus: 0 });
    expect(VIP_LEVELS[7]).toMatchObject({ cumulativeTurnover: 100_000_000, upgradeReward: 18_888, monthlyCondition: 40_000_000, monthlyBonus: 8_888, birthdayBonus: 5_888 });
  });

  it("each level asks more turnover than the one below", () => {
    for (const [i, l] of VIP_LEVELS.entries()) if (i > 0) expect(l.cumulativeTurnover).toBeGreaterThan(VIP_LEVELS[i - 1]!.cumulativeTurnover);
  });
});

describe("a member's table: the level relay with the benefit relay", () => {
  it("joins each level with the benefits of the same name, 0 where none is listed", () => {
    const table = vipTable(
      [
        { rankName: "VIP1", totalTurnover: 1000, monthlyTurnover: 0 },
        { rankName: "VIP2", totalTurnover: 10_000, monthlyTurnover: 2_000, color: "rgba(204,147,114,1)" },
      ],
      [{ rankName: "VIP2", upgradeBonus: 18, monthlyBonus: 8, birthdayBonus: 28 }],
    );
    expect(table).toEqual([
      { level: 1, name: "VIP1", cumulativeTurnover: 1000, upgradeReward: 0, monthlyCondition: 0, monthlyBonus: 0, birthdayBonus: 0 },
      { level: 2, name: "VIP2", cumulativeTurnover: 10_000, upgradeReward: 18, monthlyCondition: 2_000, monthlyBonus: 8, birthdayBonus: 28 },
    ]);
  });

  it("finds a level by its name; VIP0 and names the table does not hold stand below it", () => {
    expect(placeOf(VIP_LEVELS, "VIP3")).toBe(2);
    expect(placeOf(VIP_LEVELS, "VIP0")).toBe(-1);
  });
});

describe("retention (spec §4)", () => {
  it("VIP4 missing its monthly turnover drops to VIP3; the first level drops out of the table", () => {
    expect(levelBelow(VIP_LEVELS, "VIP4")).toBe("VIP3");
    expect(levelBelow(VIP_LEVELS, "VIP1")).toBeNull();
    expect(levelBelow(VIP_LEVELS, "VIP0")).toBeNull();
  });
});
