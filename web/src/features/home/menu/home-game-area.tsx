import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useAsPrerendered, useHydrating } from "../../../lib/hydration.ts";
import { href, paths } from "../../../lib/routes.ts";
import { combineQueries, DataState, type QueryLike } from "../../../ui/data-state/index.ts";
import { useApiQuery, useQueryAccount } from "../../../lib/api-query.ts";
import {
  favouriteIds as favouriteIdsQuery,
  type Game,
  hotGames,
  hotOfCategory,
  hotWithoutFavourites,
  initialMenuKey,
  menuCategories,
  type MenuKey,
  type MenuVendor,
  readTopicOf,
  useLaunchGame,
  vendorMapping,
} from "../../games/index.ts";
import { useHomeHelpCentre } from "../api/get-help-centre.ts";
import { HotPanel } from "../hot/hot-panel.tsx";
import { CategoryMenu } from "./category-menu.tsx";
import { CategoryPanel } from "./category-panel.tsx";
import { HomeGamesSkeleton } from "./home-games-skeleton.tsx";
import { historyState } from "../../../lib/app-location.ts";

const noIds: readonly string[] = [];

/** The favourite ids as the game area waits for them: known (answered, failed or none to ask), or not yet. */
function idsKnown(known: boolean, refetch: () => unknown): QueryLike<true> {
  return { data: known ? true : undefined, error: null, isPending: !known, isFetching: !known, refetch };
}

function requestedGameType(): unknown {
  const state = historyState();
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>).gameType : undefined;
}

/**
 * Spec §2 "Home": the category menu and its panel (hot games, vendors, games). A chunk of
 * its own, asked for once home's first frame (banner, ticker, this area's skeleton) has
 * committed: the games feature is not on home's first-paint JavaScript.
 */
export default function HomeGameArea() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  // Hydrating the build's prerender (this chunk may arrive while home still hydrates): every
  // answer reads as "not yet", as it did there (lib/hydration.ts).
  const hydrating = useHydrating();
  const mapping = useApiQuery(vendorMapping);
  const hot = useApiQuery(hotGames);
  const account = useQueryAccount();
  const favourites = useApiQuery(favouriteIdsQuery);
  const liveFavouriteIds = favourites.data ?? noIds;
  const favouriteIds = hydrating ? noIds : liveFavouriteIds;
  const help = useAsPrerendered(useHomeHelpCentre());
  const launch = useLaunchGame();
  // A member's hot list leaves out their favourites, so it is drawn once their ids are known (or
  // failed: then the list shows whole, without stars). Drawn before, a favourite's card was taken out under the
  // member's eyes when the ids came, and every card after it moved (home's CLS of 0.022, as a member).
  const favouritesKnown = account === undefined || hydrating || favourites.data !== undefined || favourites.isError;
  const gameArea = combineQueries(mapping, hot, idsKnown(favouritesKnown, favourites.refetch));

  const categories = useMemo(() => menuCategories(mapping.data), [mapping.data]);
  const [picked, setPicked] = useState<MenuKey | null>(null);
  // Spec §2: `gameType` in the navigation state (e.g. back from a game list) preselects a category.
  const selectedKey = picked ?? initialMenuKey(categories, requestedGameType());
  const selected = categories.find((category) => category.key === selectedKey) ?? categories[0];

  const visibleHot = useMemo(() => hotWithoutFavourites(hot.data ?? [], favouriteIds), [hot.data, favouriteIds]);
  const hotSlots = useMemo(() => hotOfCategory(visibleHot, "RNG"), [visibleHot]);
  const guideTopic = readTopicOf(selectedKey);
  const hasGuide = (help.data ?? []).some(
    (topic) => topic.tag === "instructions" && topic.children.some((article) => article.tag === guideTopic),
  );

  const select = useCallback(
    (key: MenuKey) => {
      // Spec §2: the PROMO category opens the promotions page.
      if (key === "PROMO") navigate(paths.promotions);
      else setPicked(key);
    },
    [navigate],
  );
  const openVendor = useCallback((vendor: MenuVendor) => launch(vendor), [launch]);
  const launchGame = useCallback((game: Game) => launch(game), [launch]);

  // The menu and the hot list come from two calls: one skeleton, one message, one retry for both.
  return (
    <DataState query={gameArea} skeleton={<HomeGamesSkeleton />}>
      {() => (
        <>
          <CategoryMenu categories={categories} selected={selectedKey} onSelect={select} />
          <div className="home-games__panel">
            {!selected || selected.key === "HOT" ? (
              <HotPanel title={LL.games.home.hotGames()} games={visibleHot} onLaunch={launchGame} />
            ) : (
              <CategoryPanel
                category={selected}
                guidePath={hasGuide && guideTopic ? href("read", { topic: guideTopic }) : undefined}
                hotSlots={hotSlots}
                onOpenVendor={openVendor}
                onLaunch={launchGame}
              />
            )}
          </div>
        </>
      )}
    </DataState>
  );
}
