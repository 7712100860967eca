/**
 * Game list paging (spec §2 "Game list screen", §4, §6, §9): tabs all / hot /
 * recent / favourites, a filter drawer, name search, infinite scroll, and the
 * favourite star.
 *
 * Input (GameListInput): the route's gameType, vassalage and start tab
 * (/m/gameList?gameType=&vassalage=&type=), and whether a session exists.
 *
 * The app provides:
 * - actor `loadGames`: (GamePageRequest) => Promise<GamePage>; it maps the
 *   dataType to the list, hot, recent or favourite call and adapts each reply
 *   to { items, pageNum, totalPages }.
 * - actor `loadFavouriteIds`: () => Promise<string[]> (node ids, page size 100).
 * - actors `addFavourite` / `removeFavourite`: (FavouriteRequest) => Promise<unknown>.
 * It listens for the emitted `login.required` event (a visitor asked for
 * recent, favourites or the star) and opens /m/login (spec §6).
 *
 * A view reads context.tab, dataType, filters, drawerOpen, games, pageNum,
 * totalPages, favouriteIds, error, favouriteError, menuCategory; it matches
 * tags `loading` (first page) and `loadingMore`, and state `list.failed`.
 */
import { and, assign, emit, enqueueActions, fromPromise, setup, stateIn } from "xstate";
import { menuCategoryOf, normalizeGameType, type GameType } from "./gameCategory.ts";
import { readFailure, type Failure } from "./failure.ts";
import { LOAD_MORE_THROTTLE_MS } from "./timings.ts";

/** spec §7, §9: games come 25 to a page. */
export const GAME_PAGE_SIZE = 25;

export const GAME_LIST_TABS = ["all", "hot", "recent", "fav"] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];
/** spec §4: what the list shows; filter and search are reached through the drawer, under the All tab. */
export type GameDataType = GameListTab | "filter" | "search";

/** The fields the machine uses; the app's richer game objects pass through untouched. */
export interface GameSummary {
  readonly nodeId: string | number;
  readonly vassalage: string;
  readonly gameType?: string;
  readonly [field: string]: unknown;
}

export interface GameFilters {
  readonly vassalage?: string;
  readonly gameClassify?: string;
  readonly minBet?: string;
  readonly gameName?: string;
}

export interface GamePageRequest {
  readonly dataType: GameDataType;
  readonly gameType: GameType;
  readonly pageNo: number;
  readonly pageSize: number;
  readonly filters: GameFilters;
}

export interface GamePage {
  readonly items: readonly GameSummary[];
  readonly pageNum: number;
  readonly totalPages: number;
}

/** spec §7: add/remove favourite body (the app adds the token). */
export interface FavouriteRequest {
  readonly nodeId: string;
  readonly vendor: string;
  readonly gameType: string;
}

export interface GameListInput {
  readonly gameType?: string | null;
  readonly vassalage?: string | null;
  readonly tab?: string | null;
  readonly loggedIn: boolean;
}

export interface GameListContext {
  readonly gameType: GameType;
  readonly menuCategory: GameType;
  readonly tab: GameListTab;
  readonly dataType: GameDataType;
  readonly filters: GameFilters;
  readonly drawerOpen: boolean;
  readonly games: readonly GameSummary[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly favouriteIds: readonly string[];
  readonly loggedIn: boolean;
  readonly error: Failure | undefined;
  readonly favouriteError: Failure | undefined;
  /** The game whose star is being saved, and where a removed one stood, to put it back on failure. */
  readonly pendingFavourite: { readonly game: GameSummary; readonly index: number } | undefined;
  /**
   * A star tapped while the member's favourite ids are still loading: whether it adds or removes
   * depends on them, so it waits for them instead of being dropped (a tap on a slow phone did nothing).
   */
  readonly queuedFavourite: GameSummary | undefined;
}

export type GameListEvent =
  | { type: "tab.select"; tab: GameListTab }
  | { type: "filter.open" }
  | { type: "filter.close" }
  | { type: "filter.apply"; filters: GameFilters }
  | { type: "filter.clear" }
  | { type: "search.submit"; name: string }
  | { type: "page.next" }
  | { type: "list.retry" }
  | { type: "favourite.toggle"; game: GameSummary };

export type GameListEmitted = { type: "login.required" };

const nodeIdOf = (game: GameSummary): string => String(game.nodeId);

/** spec §6: recent and favourites need a session. */
function needsSession(tab: GameListTab): boolean {
  return tab === "recent" || tab === "fav";
}

function isTab(value: string | null | undefined): value is GameListTab {
  return (GAME_LIST_TABS as readonly (string | null | undefined)[]).includes(value);
}

function startTab(input: GameListInput): GameListTab {
  if (!isTab(input.tab)) return "all";
  return needsSession(input.tab) && !input.loggedIn ? "all" : input.tab;
}

function cleanFilters(filters: GameFilters): GameFilters {
  const name = filters.gameName?.trim();
  const { gameName: _name, ...others } = filters;
  return name ? { ...others, gameName: name } : others;
}

/** spec §4: every reload starts from an empty list on page 1. */
const emptyList = { games: [], pageNum: 0, totalPages: 0, error: undefined } as const;

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
    emitted: {} as GameListEmitted,
    tags: {} as "loading" | "loadingMore",
  },
  actors: {
    loadGames: fromPromise<GamePage, GamePageRequest>(async () => {
      throw new Error("gameListMachine: provide the 'loadGames' actor");
    }),
    loadFavouriteIds: fromPromise<readonly string[]>(async () => {
      throw new Error("gameListMachine: provide the 'loadFavouriteIds' actor");
    }),
    addFavourite: fromPromise<unknown, FavouriteRequest>(async () => {
      throw new Error("gameListMachine: provide the 'addFavourite' actor");
    }),
    removeFavourite: fromPromise<unknown, FavouriteRequest>(async () => {
      throw new Error("gameListMachine: provide the 'removeFavourite' actor");
    }),
  },
  actions: {
    requireLogin: emit({ type: "login.required" as const }),
    // spec §4: changing tab resets list, page and filters. But the provider the member chose, the
    // header's logo, stays: Hot, Recent and My Collection show that provider's games (the reset lost it to All).
    selectTab: assign(({ context }, tab: GameListTab) => ({
      ...emptyList,
      tab,
      dataType: tab,
      filters: context.filters.vassalage ? { vassalage: context.filters.vassalage } : {},
    })),
    // spec §4: applying a filter sets filter mode and closes the drawer.
    applyFilters: assign((_, filters: GameFilters) => ({
      ...emptyList,
      tab: "all" as const,
      dataType: "filter" as const,
      filters: cleanFilters(filters),
      drawerOpen: false,
    })),
    // spec §4: clearing filters returns to all.
    clearFilters: assign({ ...emptyList, tab: "all", dataType: "all", filters: {}, drawerOpen: false }),
    // spec §4: a name search starts again from page 1 under the All tab.
    search: assign((_, name: string) => {
      const gameName = name.trim();
      return gameName === ""
        ? { ...emptyList, tab: "all" as const, dataType: "all" as const, filters: {}, drawerOpen: false }
        : { ...emptyList, tab: "all" as const, dataType: "search" as const, filters: { gameName }, drawerOpen: false };
    }),
    setDrawer: assign({ drawerOpen: (_, open: boolean) => open }),
    // spec §4: a reload replaces the list, a next page appends to it.
    replacePage: assign((_, page: GamePage) => ({ games: [...page.items], pageNum: page.pageNum, totalPages: page.totalPages })),
    appendPage: assign(({ context }, page: GamePage) => ({
      games: [...context.games, ...page.items],
      pageNum: page.pageNum,
      totalPages: page.totalPages,
    })),
    keepFavouriteIds: assign({ favouriteIds: (_, ids: readonly string[]) => [...ids] }),
    holdFavourite: assign({
      pendingFavourite: (_, game: GameSummary) => ({ game, index: -1 }),
      favouriteError: undefined,
    }),
    // spec §4: a removal updates the lists locally first, then calls.
    removeLocally: assign(({ context }, game: GameSummary) => {
      const id = nodeIdOf(game);
      const index = context.games.findIndex((shown) => nodeIdOf(shown) === id);
      return {
        favouriteIds: context.favouriteIds.filter((favourite) => favourite !== id),
        games: context.dataType === "fav" ? context.games.filter((shown) => nodeIdOf(shown) !== id) : context.games,
        pendingFavourite: { game, index },
        favouriteError: undefined,
      };
    }),
    confirmAdded: assign(({ context }) => ({
      favouriteIds: context.pendingFavourite ? [...context.favouriteIds, nodeIdOf(context.pendingFavourite.game)] : context.favouriteIds,
      pendingFavourite: undefined,
    })),
    confirmRemoved: assign({ pendingFavourite: undefined }),
    // A failed removal puts the star and, on the favourites tab, the tile back where it was.
    restoreRemoved: assign(({ context }) => {
      const pending = context.pendingFavourite;
      if (pending === undefined) return {};
      const id = nodeIdOf(pending.game);
      const missing = context.dataType === "fav" && !context.games.some((shown) => nodeIdOf(shown) === id);
      const games = [...context.games];
      if (missing) games.splice(pending.index < 0 ? games.length : Math.min(pending.index, games.length), 0, pending.game);
      return { favouriteIds: [...context.favouriteIds, id], games, pendingFavourite: undefined };
    }),
    dropPending: assign({ pendingFavourite: undefined }),
    // The last star tapped while the ids loaded; the same star tapped again takes the tap back.
    queueFavourite: assign({
      queuedFavourite: ({ context }, game: GameSummary) =>
        context.queuedFavourite !== undefined && nodeIdOf(context.queuedFavourite) === nodeIdOf(game) ? undefined : game,
    }),
    // Once the ids are known, the waiting tap is handled as if it came now (in "ready").
    releaseQueued: enqueueActions(({ context, enqueue }) => {
      if (context.queuedFavourite === undefined) return;
      enqueue.raise({ type: "favourite.toggle", game: context.queuedFavourite });
      enqueue.assign({ queuedFavourite: undefined });
    }),
  },
  guards: {
    tabNeedsLogin: ({ context }, tab: GameListTab) => needsSession(tab) && !context.loggedIn,
    visitor: ({ context }) => !context.loggedIn,
    isFavourite: ({ context }, game: GameSummary) => context.favouriteIds.includes(nodeIdOf(game)),
    // spec §4: more pages remain while pageNum is below totalPages; spec §9: at most one load a second.
    canLoadMore: and([
      stateIn({ list: "ready" }),
      stateIn({ throttle: "open" }),
      ({ context }) => context.pageNum < context.totalPages,
    ]),
  },
  delays: {
    // spec §2, §9
    loadMoreThrottle: LOAD_MORE_THROTTLE_MS,
  },
}).createMachine({
  id: "gameList",
  context: ({ input }) => {
    const gameType = normalizeGameType(input.gameType);
    const tab = startTab(input);
    return {
      gameType,
      menuCategory: menuCategoryOf(gameType),
      tab,
      dataType: tab,
      filters: input.vassalage ? { vassalage: input.vassalage } : {},
      drawerOpen: false,
      ...emptyList,
      favouriteIds: [],
      loggedIn: input.loggedIn,
      favouriteError: undefined,
      pendingFavourite: undefined,
      queuedFavourite: undefined,
    };
  },
  type: "parallel",
  on: {
    "filter.open": { actions: { type: "setDrawer", params: true } },
    "filter.close": { actions: { type: "setDrawer", params: false } },
  },
  states: {
    list: {
      initial: "loading",
      on: {
        "tab.select": [
          { guard: { type: "tabNeedsLogin", params: ({ event }) => event.tab }, actions: "requireLogin" },
          { target: ".loading", actions: { type: "selectTab", params: ({ event }) => event.tab } },
        ],
        "filter.apply": { target: ".loading", actions: { type: "applyFilters", params: ({ event }) => event.filters } },
        "filter.clear": { target: ".loading", actions: "clearFilters" },
        "search.submit": { target: ".loading", actions: { type: "search", params: ({ event }) => event.name } },
      },
      states: {
        loading: {
          tags: ["loading"],
          invoke: {
            id: "loadFirstPage",
            src: "loadGames",
            input: ({ context }) => ({
              dataType: context.dataType,
              gameType: context.gameType,
              pageNo: 1,
              pageSize: GAME_PAGE_SIZE,
              filters: context.filters,
            }),
            onDone: { target: "ready", actions: { type: "replacePage", params: ({ event }) => event.output } },
            onError: { target: "failed", actions: assign({ error: ({ event }) => readFailure(event.error) }) },
          },
        },
        ready: {
          on: { "page.next": { guard: "canLoadMore", target: "loadingMore" } },
        },
        loadingMore: {
          tags: ["loadingMore"],
          invoke: {
            id: "loadNextPage",
            src: "loadGames",
            input: ({ context }) => ({
              dataType: context.dataType,
              gameType: context.gameType,
              pageNo: context.pageNum + 1,
              pageSize: GAME_PAGE_SIZE,
              filters: context.filters,
            }),
            onDone: { target: "ready", actions: { type: "appendPage", params: ({ event }) => event.output } },
            // The pages already shown stay; the next scroll tries again.
            onError: { target: "ready", actions: assign({ error: ({ event }) => readFailure(event.error) }) },
          },
        },
        failed: {
          on: { "list.retry": "loading" },
        },
      },
    },
    throttle: {
      initial: "open",
      states: {
        open: { on: { "page.next": { guard: "canLoadMore", target: "closed" } } },
        closed: { after: { loadMoreThrottle: "open" } },
      },
    },
    favourites: {
      initial: "loadingIds",
      states: {
        loadingIds: {
          always: { guard: "visitor", target: "visitor" },
          on: { "favourite.toggle": { actions: { type: "queueFavourite", params: ({ event }) => event.game } } },
          invoke: {
            id: "loadFavouriteIds",
            src: "loadFavouriteIds",
            onDone: { target: "ready", actions: [{ type: "keepFavouriteIds", params: ({ event }) => event.output }, "releaseQueued"] },
            onError: { target: "ready", actions: "releaseQueued" },
          },
        },
        visitor: {
          // spec §2, §6: the star while logged out goes to /m/login.
          on: { "favourite.toggle": { actions: "requireLogin" } },
        },
        ready: {
          on: {
            // spec §4: toggling goes by membership, so adding skips a game already starred.
            "favourite.toggle": [
              {
                guard: { type: "isFavourite", params: ({ event }) => event.game },
                target: "removing",
                actions: { type: "removeLocally", params: ({ event }) => event.game },
              },
              { target: "adding", actions: { type: "holdFavourite", params: ({ event }) => event.game } },
            ],
          },
        },
        adding: {
          invoke: {
            id: "addFavourite",
            src: "addFavourite",
            input: ({ context }) => favouriteRequest(context),
            onDone: { target: "ready", actions: "confirmAdded" },
            onError: {
              target: "ready",
              actions: ["dropPending", assign({ favouriteError: ({ event }) => readFailure(event.error) })],
            },
          },
        },
        removing: {
          invoke: {
            id: "removeFavourite",
            src: "removeFavourite",
            input: ({ context }) => favouriteRequest(context),
            onDone: { target: "ready", actions: "confirmRemoved" },
            onError: {
              target: "ready",
              actions: ["restoreRemoved", assign({ favouriteError: ({ event }) => readFailure(event.error) })],
            },
          },
        },
      },
    },
  },
});

function favouriteRequest(context: GameListContext): FavouriteRequest {
  const game = context.pendingFavourite?.game;
  return {
    nodeId: game ? nodeIdOf(game) : "",
    vendor: game?.vassalage ?? "",
    gameType: game?.gameType ?? context.gameType,
  };
}
