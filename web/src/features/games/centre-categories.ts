// /m/gameCenter (spec §2 "game center"): the categories the merchant has
// vendors in, in the server's order, each opening its list. E-sports show
// inside sports (spec §4), the hot and promotions menu entries are home's,
// and the lotteries have their own page (/m/lottery).
import type { GameCategory } from "./game-types.ts";
import type { MenuCategory } from "./menu-categories.ts";

const notCentreKeys = new Set(["HOT", "PROMO", "ESPORTS", "LOTT", "ELOTT"]);

export function centreCategories(menu: readonly MenuCategory[]): GameCategory[] {
  return menu.filter((category) => !notCentreKeys.has(category.key) && category.vendors.length > 0).map((category) => category.key as GameCategory);
}

/** The category a `type` query asks for, when the centre has it; else the first. */
export function centreCategory(categories: readonly GameCategory[], asked: string | null): GameCategory | undefined {
  return categories.find((category) => category === asked) ?? categories[0];
}
