import { describe, expect, it } from "vitest";
import { levelBadge } from "./level-badge.ts";

const numbered = (level: number) => `VIP ${level}`;

describe("the navigation bar's level badge", () => {
  it("is member info's clubLabel name", () => {
    expect(levelBadge({ vipLevel: 3, clubLabel: { labelName: "VIP3", color: "rgba(118,138,167,1)" } }, numbered)).toBe("VIP3");
    expect(levelBadge({ clubLabel: { labelName: "Gold" } }, numbered)).toBe("Gold");
  });

  it("falls back to the level number, and shows nothing without a level", () => {
    expect(levelBadge({ vipLevel: 6 }, numbered)).toBe("VIP 6");
    expect(levelBadge({ vipLevel: 0, clubLabel: { labelName: "VIP0" } }, numbered)).toBeNull();
    expect(levelBadge({ vipLevel: 0 }, numbered)).toBeNull();
    expect(levelBadge(undefined, numbered)).toBeNull();
  });
});
