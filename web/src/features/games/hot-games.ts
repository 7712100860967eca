import { menuCategoryOf, normalizeGameType } from "@platform/machines";
import type { Game } from "./game-types.ts";

/** Spec §2 "Hot games list": favourites are hidden from the home hot list. */
export function hotWithoutFavourites(hot: readonly Game[], favouriteIds: readonly string[]): Game[] {
  return hot.filter((game) => !favouriteIds.includes(String(game.nodeId)));
}

/** The hot games of one menu category (ESPORTS and COCKFIGHT count as SPORTS, spec §4), optionally of one vendor. */
export function hotOfCategory(hot: readonly Game[], gameType: string, vassalage?: string): Game[] {
  const category = menuCategoryOf(normalizeGameType(gameType));
  return hot.filter(
    (game) => menuCategoryOf(normalizeGameType(game.gameType)) === category && (!vassalage || game.vassalage === vassalage),
  );
}
