import { GAME_TYPES, menuCategoryOf } from "@platform/machines";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Skeleton } from "../../../ui/data-state/index.ts";
import { GameListHeader } from "./game-list-header.tsx";
import { GameListTabs } from "./game-list-tabs.tsx";

const nothing = () => undefined;

/** The list's body while its first page loads: a phone's screen of tile placeholders (the view's, and the page's below). */
export function GameTilesLoading() {
  return <Skeleton shape="tiles" count={9} />;
}

/**
 * Issue 33: /m/gameList as it first draws (components/game-list-view.tsx while
 * its first page loads): its header with the category's title, 'All'
 * providers and search, the tabs, and a grid of tile placeholders. The build
 * prerenders it into the route's page (src/prerender.tsx), one page for every
 * `?gameType=`: the title is written for each type (`data-texts`, spec §4's
 * categories; an unknown type is RNG's) and the page's inline script picks
 * the address's before first paint (web/index.html).
 */
export function GameListLoading() {
  const { LL } = useI18nContext();
  const titles: Record<string, string> = { "*": LL.games.categories.RNG() };
  for (const type of GAME_TYPES) titles[type] = LL.games.categories[menuCategoryOf(type)]();
  return (
    <div className="game-list">
      <GameListHeader title={titles["*"] ?? ""} titleByType={titles} vendor={undefined} onBack={nothing} onOpenFilter={nothing} onOpenSearch={nothing} />
      <GameListTabs current="all" onSelect={nothing} />
      <GameTilesLoading />
    </div>
  );
}
