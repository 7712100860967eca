import type { GameFilters, GameListTab } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useHtmlFirstRowUntil } from "../../../lib/use-html-first-row.ts";
import { paths } from "../../../lib/routes.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { FailureNotice } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useSession } from "../../../shared/session/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
import type { Game, GameVendor } from "../game-types.ts";
import { useLaunchGame } from "../launch/use-launch-game.ts";
import { drawerSubmitEvent } from "../list/drawer-submit.ts";
import { useInfiniteScroll } from "../list/infinite-scroll.ts";
import { useOnReconnect } from "../../../lib/use-on-reconnect.ts";
import { hasShowMore } from "../list/show-more.ts";
import { useGameList, type GameListActor } from "../list/use-game-list.ts";
import { FilterDrawer } from "./filter-drawer.tsx";
import { GameListHeader } from "./game-list-header.tsx";
import { GameTilesLoading } from "./game-list-loading.tsx";
import { GameListTabs } from "./game-list-tabs.tsx";
import { GameTile } from "./game-tile.tsx";
import { COLUMNS, VirtualGameGrid } from "./virtual-game-grid.tsx";
import "../games.css";

export interface GameListRoute {
  gameType: string | null;
  vassalage: string | null;
  tab: string | null;
}

/**
 * What clearing an applied search or filter sends: the name, game type and minimum bet go, the provider
 * the header shows stays (drawer-submit.ts: nothing left is All).
 */
function clearedEvent(filters: GameFilters) {
  return drawerSubmitEvent({ vassalage: filters.vassalage });
}

/** /m/gameList bound to the game-list machine: the view sends events and reads narrow slices. */
export function GameListView({ route }: { route: GameListRoute }) {
  const { session } = useSession();
  const actor = useGameList({ gameType: route.gameType, vassalage: route.vassalage, tab: route.tab, loggedIn: session !== null });
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const [searchFirst, setSearchFirst] = useState(false);
  const gameType = useSelector(actor, (state) => state.context.gameType);
  const menuCategory = useSelector(actor, (state) => state.context.menuCategory);
  const tab = useSelector(actor, (state) => state.context.tab);
  const filters = useSelector(actor, (state) => state.context.filters);
  const drawerOpen = useSelector(actor, (state) => state.context.drawerOpen);
  const favouriteError = useSelector(actor, (state) => state.context.favouriteError);
  const vendors: readonly GameVendor[] = useApiQuery(vendorMapping).data?.content[gameType] ?? [];
  const vendor = vendors.find((candidate) => candidate.vassalage === filters.vassalage);

  useEffect(() => {
    if (favouriteError) toast.error(failureText(LL, favouriteError));
  }, [favouriteError, LL]);

  const open = (withSearch: boolean) => {
    setSearchFirst(withSearch);
    actor.send({ type: "filter.open" });
  };

  return (
    <div className="game-list">
      <GameListHeader
        title={LL.games.categories[menuCategory]()}
        vendor={vendor ?? (filters.vassalage ? { vassalage: filters.vassalage, displayName: filters.vassalage } : undefined)}
        onBack={() => navigate(paths.home, { state: { gameType: menuCategory } })}
        onOpenFilter={() => open(false)}
        onOpenSearch={() => open(true)}
      />
      <GameListTabs current={tab} onSelect={(next: GameListTab) => actor.send({ type: "tab.select", tab: next })} />
      {filters.gameName ? (
        <p className="game-list__applied">
          <span className="game-list__applied-text">{LL.games.list.searched({ name: filters.gameName })}</span>
          <button type="button" className="button button--ghost button--small" onClick={() => actor.send(clearedEvent(filters))}>
            {LL.games.list.clearSearch()}
          </button>
        </p>
      ) : null}
      <GameListBody actor={actor} showVendor={!filters.vassalage} />
      {drawerOpen ? (
        <FilterDrawer
          filters={filters}
          vendors={vendors}
          slots={gameType === "RNG"}
          focusName={searchFirst}
          onSubmit={(chosen: GameFilters) => actor.send(drawerSubmitEvent(chosen))}
          onClose={() => actor.send({ type: "filter.close" })}
        />
      ) : null}
    </div>
  );
}

function GameListBody({ actor, showVendor }: { actor: GameListActor; showVendor: boolean }) {
  const { LL } = useI18nContext();
  const launch = useLaunchGame();
  const games = useSelector(actor, (state) => state.context.games) as readonly Game[];
  const favouriteIds = useSelector(actor, (state) => state.context.favouriteIds);
  const loading = useSelector(actor, (state) => state.hasTag("loading"));
  const loadingMore = useSelector(actor, (state) => state.hasTag("loadingMore"));
  const failed = useSelector(actor, (state) => state.matches({ list: "failed" }));
  const error = useSelector(actor, (state) => state.context.error);
  const morePages = useSelector(actor, (state) => state.context.pageNum < state.context.totalPages);
  const ready = useSelector(actor, (state) => state.matches({ list: "ready" }));
  const throttleOpen = useSelector(actor, (state) => state.matches({ throttle: "open" }));
  const filters = useSelector(actor, (state) => state.context.filters);

  const next = useCallback(() => actor.send({ type: "page.next" }), [actor]);
  const retry = useCallback(() => actor.send({ type: "list.retry" }), [actor]);
  // React Query asks failed queries again when the network is back; the machine's list does the same.
  useOnReconnect(retry, failed);
  useInfiniteScroll(next, ready && morePages, `${games.length}:${throttleOpen}`);

  // The page's picture of the first rows (lib/html-first-row.ts) stands over the skeleton until the list shows
  // what it has (its tiles, its failure, its empty notice), and goes in the same frame; or when the list goes.
  useHtmlFirstRowUntil(loading);

  const toggle = useCallback((game: Game) => actor.send({ type: "favourite.toggle", game }), [actor]);
  const renderTile = useCallback(
    (game: Game, index: number) => (
      <GameTile
        game={game}
        priority={index < COLUMNS}
        favourite={favouriteIds.includes(String(game.nodeId))}
        canFavourite
        showVendor={showVendor}
        onLaunch={launch}
        onToggleFavourite={toggle}
      />
    ),
    [favouriteIds, showVendor, launch, toggle],
  );

  // The fault pattern of ui/data-state, for a list the machine loads: skeleton, failure with retry, empty, content.
  if (loading) return <GameTilesLoading />;
  if (failed) return <FailureNotice error={error} onRetry={retry} />;
  if (games.length === 0) {
    // An empty search or filter says what was asked and offers the way back.
    const narrowed = Boolean(filters.gameName || filters.gameClassify || filters.minBet);
    return (
      <EmptyState text={filters.gameName ? LL.games.list.emptySearch({ name: filters.gameName }) : LL.games.list.empty()}>
        {narrowed ? (
          <button type="button" className="button button--primary button--small" onClick={() => actor.send(clearedEvent(filters))}>
            {filters.gameName ? LL.games.list.clearSearch() : LL.games.list.clearFilters()}
          </button>
        ) : null}
      </EmptyState>
    );
  }

  return (
    <section className="game-list__games" aria-label={LL.games.list.count({ count: games.length })}>
      <VirtualGameGrid games={games} renderTile={renderTile} />
      <div className="game-list__footer">
        {loadingMore ? (
          <Spinner label={LL.games.list.loadingMore()} />
        ) : morePages && hasShowMore(games.length) ? (
          <button type="button" className="button button--ghost button--small" onClick={next}>
            {LL.games.list.showMore()}
          </button>
        ) : !morePages ? (
          <p className="game-list__end">{LL.games.list.end()}</p>
        ) : null}
      </div>
    </section>
  );
}
