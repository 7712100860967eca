import { describe, expect, it } from "vitest";
import { centreCategories, centreCategory } from "./centre-categories.ts";
import type { MenuCategory } from "./menu-categories.ts";

const vendor = { vassalage: "X", displayName: "X", gameType: "RNG" } as MenuCategory["vendors"][number];
const menu: MenuCategory[] = [
  { key: "HOT", vendors: [] },
  { key: "LIVE", vendors: [vendor] },
  { key: "SPORTS", vendors: [vendor] },
  { key: "ESPORTS", vendors: [vendor] },
  { key: "RNG", vendors: [vendor] },
  { key: "FISH", vendors: [] },
  { key: "LOTT", vendors: [vendor] },
  { key: "PROMO", vendors: [] },
];

describe("game centre categories", () => {
  it("lists the categories with vendors in the server's order, e-sports inside sports, lotteries on their own page", () => {
    expect(centreCategories(menu)).toEqual(["LIVE", "SPORTS", "RNG"]);
  });
  it("opens the asked category when there is one, else the first", () => {
    expect(centreCategory(["LIVE", "RNG"], "RNG")).toBe("RNG");
    expect(centreCategory(["LIVE", "RNG"], "FISH")).toBe("LIVE");
    expect(centreCategory([], null)).toBeUndefined();
  });
});
