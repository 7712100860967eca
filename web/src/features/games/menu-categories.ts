// Spec §2 "Home": the vertical category menu. A 'hot' entry first, then the
// vendor categories in the server's order (GameVendorMapping.sorting), each
// with its vendors; spec §4: esport vendors of SPORTS form their own ESPORTS
// category, COCKFIGHT shows under SPORTS; promotions close the menu.
import { menuCategoryOf, normalizeGameType } from "@platform/machines";
import type { TypedVendor } from "./components/vendor-card.tsx";
import type { GameCategory, GameVendor, GameVendorMapping } from "./game-types.ts";

export type MenuKey = "HOT" | GameCategory | "PROMO";

/** COCKFIGHT vendors keep their own game type under SPORTS. */
export type MenuVendor = TypedVendor;

export interface MenuCategory {
  key: MenuKey;
  vendors: MenuVendor[];
}

/** Spec §3: esport vendor codes. */
const ESPORT_VENDORS = ["AV", "AI", "IMES", "TF", "IA"] as const;

function isEsport(vassalage: string): boolean {
  return (ESPORT_VENDORS as readonly string[]).includes(vassalage);
}

/** The server's category order, each with its vendors in the server's order (content order when no sorting). */
function sortedVendors(mapping: GameVendorMapping): { gameType: GameCategory; vendors: GameVendor[] }[] {
  const categories =
    mapping.sorting?.categories ??
    Object.keys(mapping.content).map((gameType) => ({ gameCategory: gameType as GameCategory, vendorNames: [] }));
  return categories.map(({ gameCategory, vendorNames }) => {
    const vendors = mapping.content[gameCategory] ?? [];
    if (vendorNames.length === 0) return { gameType: gameCategory, vendors };
    const byCode = new Map(vendors.map((vendor) => [vendor.vassalage, vendor]));
    const ordered = vendorNames.flatMap(({ accountTypeName }) => byCode.get(accountTypeName) ?? []);
    // Vendors the order forgot still show, after the ordered ones.
    return { gameType: gameCategory, vendors: [...ordered, ...vendors.filter((vendor) => !ordered.includes(vendor))] };
  });
}

export function menuCategories(mapping: GameVendorMapping | undefined): MenuCategory[] {
  const menu: MenuCategory[] = [{ key: "HOT", vendors: [] }];
  const find = (key: MenuKey) => menu.find((category) => category.key === key);
  const place = (key: MenuKey, vendors: MenuVendor[], after?: MenuKey) => {
    if (vendors.length === 0) return;
    const existing = find(key);
    if (existing) {
      existing.vendors.push(...vendors);
      return;
    }
    const anchor = after ? menu.findIndex((category) => category.key === after) : -1;
    if (anchor >= 0) menu.splice(anchor + 1, 0, { key, vendors });
    else menu.push({ key, vendors });
  };

  for (const { gameType, vendors } of mapping ? sortedVendors(mapping) : []) {
    const typed = vendors.map((vendor) => ({ ...vendor, gameType }));
    if (gameType === "SPORTS") {
      place("SPORTS", typed.filter((vendor) => !isEsport(vendor.vassalage)));
      place("ESPORTS", typed.filter((vendor) => isEsport(vendor.vassalage)), "SPORTS");
    } else {
      place(menuCategoryOf(normalizeGameType(gameType)), typed);
    }
  }
  menu.push({ key: "PROMO", vendors: [] });
  return menu;
}

/** Spec §2: the menu's height is the larger of 450 and the item count × 0.89 rem (750-wide design px, 1 rem = 100). */
export function menuHeightRem(itemCount: number): number {
  return Math.max(450, itemCount * 89) / 100;
}

/** Spec §2: home accepts `gameType` in the navigation state to select a category. */
export function initialMenuKey(categories: readonly MenuCategory[], requested: unknown): MenuKey {
  if (typeof requested !== "string") return "HOT";
  const wanted = requested.toUpperCase();
  const match = categories.find((category) => category.key === wanted && category.key !== "PROMO");
  return match ? match.key : "HOT";
}

/** The /m/read/{topic} article of a category (spec §2 routes). */
export function readTopicOf(key: MenuKey): string | undefined {
  const topics: Partial<Record<MenuKey, string>> = {
    LIVE: "live",
    SPORTS: "sport",
    ESPORTS: "esport",
    RNG: "rng",
    PVP: "pvp",
    FISH: "fish",
    LOTT: "lott",
    ELOTT: "lott",
  };
  return topics[key];
}
