import { GAME_TYPES, menuCategoryOf } from "@platform/machines";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { Skeleton } from "../../../ui/data-state/index.ts";

/** The list's body while its first page loads: a phone's screen of tile placeholders (the view's, and the page's below). */
export function GameTilesLoading() {
  return <Skeleton shape="tiles" count={9} />;
}

/**
 * The build prerenders /m/gameList once for every `?gameType=` (src/prerender.tsx): its header's
 * title is written for each type (spec §4's categories; "*", an unknown type, is RNG's), and the page's inline
 * script picks the address's before first paint (web/index.html), which is what the app's first render draws.
 */
export function gameTypeTitles(LL: TranslationFunctions): Record<string, string> {
  const titles: Record<string, string> = { "*": LL.games.categories.RNG() };
  for (const type of GAME_TYPES) titles[type] = LL.games.categories[menuCategoryOf(type)]();
  return titles;
}
