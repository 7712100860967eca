import { describe, expect, it } from "vitest";
import { vendorMapping } from "./testing/game-fixtures.ts";
import { initialMenuKey, menuCategories, menuHeightRem, readTopicOf } from "./menu-categories.ts";

describe("home category menu (spec §2, §4)", () => {
  it("puts hot first, then the server's categories in order, promotions last", () => {
    expect(menuCategories(vendorMapping).map((category) => category.key)).toEqual([
      "HOT",
      "RNG",
      "LIVE",
      "SPORTS",
      "ESPORTS",
      "LOTT",
      "ELOTT",
      "PROMO",
    ]);
  });

  it("keeps each category's vendors in server order, splits e-sports out of sports and shows cockfight under sports", () => {
    const menu = menuCategories(vendorMapping);
    const vendorsOf = (key: string) => menu.find((category) => category.key === key)?.vendors.map((v) => `${v.vassalage}:${v.gameType}`);
    expect(vendorsOf("RNG")).toEqual(["PG:RNG", "JL:RNG", "SG:RNG"]);
    expect(vendorsOf("SPORTS")).toEqual(["SABA:SPORTS", "DS88:COCKFIGHT"]);
    expect(vendorsOf("ESPORTS")).toEqual(["IMES:SPORTS"]);
  });

  it("shows only hot and promotions before the mapping arrives", () => {
    expect(menuCategories(undefined).map((category) => category.key)).toEqual(["HOT", "PROMO"]);
  });

  it("is at least 450 high, else 0.89 a category", () => {
    expect(menuHeightRem(2)).toBe(4.5);
    expect(menuHeightRem(5)).toBe(4.5);
    expect(menuHeightRem(6)).toBe(5.34);
    expect(menuHeightRem(10)).toBe(8.9);
  });

  it("preselects the category named in the navigation state, else hot", () => {
    const menu = menuCategories(vendorMapping);
    expect(initialMenuKey(menu, "live")).toBe("LIVE");
    expect(initialMenuKey(menu, "FISH")).toBe("HOT");
    expect(initialMenuKey(menu, "PROMO")).toBe("HOT");
    expect(initialMenuKey(menu, undefined)).toBe("HOT");
  });

  it("links categories to their game guide", () => {
    expect(readTopicOf("ELOTT")).toBe("lott");
    expect(readTopicOf("HOT")).toBeUndefined();
  });
});
