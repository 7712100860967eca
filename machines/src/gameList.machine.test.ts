import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type AnyMachineSnapshot } from "xstate";
import { menuCategoryOf, normalizeGameType } from "./gameCategory.ts";
import {
  GAME_PAGE_SIZE,
  gameListMachine,
  type FavouriteRequest,
  type GameListInput,
  type GamePage,
  type GamePageRequest,
  type GameSummary,
} from "./gameList.machine.ts";
import { callQueue } from "./testing/deferred.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { LOAD_MORE_THROTTLE_MS } from "./timings.ts";
import { apiFailure } from "./testing/failures.ts";

const recorder = createStateRecorder("gameList");

const game = (id: number, vassalage = "PG"): GameSummary => ({ nodeId: id, vassalage, gameType: "RNG", gameName: `Game ${id}` });
const page = (pageNum: number, totalPages: number, ids: number[]): GamePage => ({ items: ids.map((id) => game(id)), pageNum, totalPages });

function start(input: Partial<GameListInput> = {}) {
  const loads = callQueue<GamePageRequest, GamePage>();
  const favouriteIds = callQueue<void, readonly string[]>();
  const adds = callQueue<FavouriteRequest, unknown>();
  const removes = callQueue<FavouriteRequest, unknown>();
  const machine = gameListMachine.provide({
    actors: {
      loadGames: fromPromise(({ input: request }) => loads.call(request)),
      loadFavouriteIds: fromPromise(() => favouriteIds.call()),
      addFavourite: fromPromise(({ input: request }) => adds.call(request)),
      removeFavourite: fromPromise(({ input: request }) => removes.call(request)),
    },
  });
  const actor = createActor(machine, { input: { gameType: "RNG", loggedIn: true, ...input }, inspect: recorder.inspect });
  const loginRequired = vi.fn();
  actor.on("login.required", loginRequired);
  actor.start();
  return { actor, loads, favouriteIds, adds, removes, loginRequired };
}

type Started = ReturnType<typeof start>;

async function ready(started: Started, first: GamePage = page(1, 3, [1, 2]), ids: readonly string[] = []) {
  started.loads.next().resolve(first);
  if (started.favouriteIds.inFlight > 0) started.favouriteIds.next().resolve(ids);
  await settle();
  return started;
}

const listState = (started: Started) => (started.actor.getSnapshot().value as Record<string, string>).list;
const favouritesState = (started: Started) => (started.actor.getSnapshot().value as Record<string, string>).favourites;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("game categories (spec §4)", () => {
  it("shows ESPORTS and COCKFIGHT under SPORTS and defaults unknown types to RNG", () => {
    expect(menuCategoryOf(normalizeGameType("ESPORTS"))).toBe("SPORTS");
    expect(menuCategoryOf(normalizeGameType("cockfight"))).toBe("SPORTS");
    expect(menuCategoryOf(normalizeGameType("LIVE"))).toBe("LIVE");
    expect(normalizeGameType("BINGO")).toBe("RNG");
    expect(normalizeGameType(null)).toBe("RNG");
  });

  it("keeps the route's type for loading and its menu category for the header", () => {
    const { actor, loads } = start({ gameType: "ESPORTS" });
    expect(actor.getSnapshot().context.menuCategory).toBe("SPORTS");
    expect(loads.calls[0]?.gameType).toBe("ESPORTS");
  });
});

describe("game list: first page", () => {
  it("loads page 1 of all games, 25 a page, with the route's provider", () => {
    const started = start({ vassalage: "JL" });
    expect(listState(started)).toBe("loading");
    expect(started.actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(started.loads.calls).toEqual([{ dataType: "all", gameType: "RNG", pageNo: 1, pageSize: GAME_PAGE_SIZE, filters: { vassalage: "JL" } }]);
  });

  it("shows the page it got", async () => {
    const started = await ready(start());
    expect(listState(started)).toBe("ready");
    expect(started.actor.getSnapshot().context).toMatchObject({ pageNum: 1, totalPages: 3 });
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2]);
  });

  it("starts on the route's tab, but not on recent or favourites for a visitor", () => {
    expect(start({ tab: "hot" }).actor.getSnapshot().context.tab).toBe("hot");
    expect(start({ tab: "recent", loggedIn: true }).actor.getSnapshot().context.tab).toBe("recent");
    expect(start({ tab: "fav", loggedIn: false }).actor.getSnapshot().context.tab).toBe("all");
    expect(start({ tab: "nonsense" }).actor.getSnapshot().context.tab).toBe("all");
  });

  it("shows the failure and keeps nothing stale; retry loads again", async () => {
    const started = start();
    started.loads.next().reject(apiFailure("network slow or offline"));
    await settle();
    expect(listState(started)).toBe("failed");
    expect(started.actor.getSnapshot().context.error).toEqual(apiFailure("network slow or offline"));
    started.actor.send({ type: "list.retry" });
    expect(listState(started)).toBe("loading");
    expect(started.loads.calls).toHaveLength(2);
  });
});

describe("game list: paging (spec §2, §4, §9)", () => {
  it("page.next loads the next page and appends it", async () => {
    const started = await ready(start());
    started.actor.send({ type: "page.next" });
    expect(listState(started)).toBe("loadingMore");
    expect(started.actor.getSnapshot().hasTag("loadingMore")).toBe(true);
    expect(started.loads.calls.at(-1)).toMatchObject({ pageNo: 2 });
    started.loads.next().resolve(page(2, 3, [3, 4]));
    await settle();
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4]);
    expect(started.actor.getSnapshot().context.pageNum).toBe(2);
  });

  it("stops at the last page", async () => {
    const started = await ready(start(), page(1, 1, [1]));
    started.actor.send({ type: "page.next" });
    expect(listState(started)).toBe("ready");
    expect(started.loads.calls).toHaveLength(1);
  });

  it("ignores page.next while the first page loads", () => {
    const started = start();
    started.actor.send({ type: "page.next" });
    expect(listState(started)).toBe("loading");
    expect(started.loads.calls).toHaveLength(1);
  });

  it("loads at most one page a second: 999 ms no, 1000 ms yes", async () => {
    const started = await ready(start());
    started.actor.send({ type: "page.next" });
    started.loads.next().resolve(page(2, 3, [3]));
    await settle();
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS - 1);
    started.actor.send({ type: "page.next" });
    expect(listState(started)).toBe("ready");
    expect(started.loads.calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    started.actor.send({ type: "page.next" });
    expect(listState(started)).toBe("loadingMore");
    expect(started.loads.calls.at(-1)).toMatchObject({ pageNo: 3 });
  });

  it("a failed next page keeps the pages shown and lets the next scroll try again", async () => {
    const started = await ready(start());
    started.actor.send({ type: "page.next" });
    started.loads.next().reject(apiFailure("system busy"));
    await settle();
    expect(listState(started)).toBe("ready");
    expect(started.actor.getSnapshot().context.games).toHaveLength(2);
    expect(started.actor.getSnapshot().context.error).toEqual(apiFailure("system busy"));
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    started.actor.send({ type: "page.next" });
    expect(started.loads.calls.at(-1)).toMatchObject({ pageNo: 2 });
  });
});

describe("game list: tabs, filters, search (spec §4)", () => {
  it("changing tab resets list, page and filters, the provider kept, and reloads", async () => {
    const started = await ready(start());
    started.actor.send({ type: "filter.apply", filters: { vassalage: "JL", gameClassify: "FISH", gameName: "Dragon" } });
    started.loads.next().resolve(page(1, 1, [5]));
    await settle();
    started.actor.send({ type: "tab.select", tab: "hot" });
    const { context } = started.actor.getSnapshot();
    expect(context).toMatchObject({ tab: "hot", dataType: "hot", filters: { vassalage: "JL" }, games: [], pageNum: 0 });
    expect(listState(started)).toBe("loading");
    expect(started.loads.calls.at(-1)).toEqual({ dataType: "hot", gameType: "RNG", pageNo: 1, pageSize: 25, filters: { vassalage: "JL" } });
    started.loads.next().resolve(page(1, 1, [6]));
    await settle();
    started.actor.send({ type: "tab.select", tab: "all" });
    expect(started.loads.calls.at(-1)).toEqual({ dataType: "all", gameType: "RNG", pageNo: 1, pageSize: 25, filters: { vassalage: "JL" } });
    // Only the list reloads: the favourites are not fetched again.
    expect(started.favouriteIds.calls).toHaveLength(1);
    expect(favouritesState(started)).toBe("ready");
  });

  it("a tab change while loading drops the older answer", async () => {
    const started = start();
    const first = started.loads.next();
    started.actor.send({ type: "tab.select", tab: "hot" });
    first.resolve(page(1, 1, [99]));
    started.loads.next().resolve(page(1, 1, [7]));
    await settle();
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([7]);
  });

  it("recent and favourites need a session: a visitor gets login.required and stays (spec §6)", async () => {
    const visitor = await ready(start({ loggedIn: false }));
    visitor.actor.send({ type: "tab.select", tab: "recent" });
    visitor.actor.send({ type: "tab.select", tab: "fav" });
    expect(visitor.loginRequired).toHaveBeenCalledTimes(2);
    expect(visitor.actor.getSnapshot().context.tab).toBe("all");
    expect(visitor.loads.calls).toHaveLength(1);

    const member = await ready(start());
    member.actor.send({ type: "tab.select", tab: "fav" });
    expect(member.loginRequired).not.toHaveBeenCalled();
    expect(member.loads.calls.at(-1)).toMatchObject({ dataType: "fav" });
  });

  it("opens and closes the filter drawer", () => {
    const { actor } = start();
    actor.send({ type: "filter.open" });
    expect(actor.getSnapshot().context.drawerOpen).toBe(true);
    actor.send({ type: "filter.close" });
    expect(actor.getSnapshot().context.drawerOpen).toBe(false);
  });

  it("applying a filter sets filter mode, closes the drawer and reloads", async () => {
    const started = await ready(start());
    started.actor.send({ type: "filter.open" });
    started.actor.send({ type: "filter.apply", filters: { vassalage: "PG", gameClassify: "JP", minBet: "0.1", gameName: "  dragon " } });
    expect(started.actor.getSnapshot().context).toMatchObject({ dataType: "filter", tab: "all", drawerOpen: false, games: [] });
    expect(started.loads.calls.at(-1)).toEqual({
      dataType: "filter",
      gameType: "RNG",
      pageNo: 1,
      pageSize: 25,
      filters: { vassalage: "PG", gameClassify: "JP", minBet: "0.1", gameName: "dragon" },
    });
  });

  it("clearing filters returns to all", async () => {
    const started = await ready(start());
    started.actor.send({ type: "filter.apply", filters: { vassalage: "PG", gameName: "   " } });
    expect(started.actor.getSnapshot().context.filters).toEqual({ vassalage: "PG" });
    started.actor.send({ type: "filter.clear" });
    expect(started.actor.getSnapshot().context).toMatchObject({ dataType: "all", tab: "all", filters: {} });
    expect(started.loads.calls.at(-1)).toMatchObject({ dataType: "all", pageNo: 1, filters: {} });
  });

  it("a name search starts again from page 1 under the All tab", async () => {
    const started = await ready(start({ tab: "hot" }));
    started.actor.send({ type: "page.next" });
    started.actor.send({ type: "search.submit", name: " fortune " });
    expect(started.actor.getSnapshot().context).toMatchObject({ tab: "all", dataType: "search", filters: { gameName: "fortune" } });
    expect(started.loads.calls.at(-1)).toMatchObject({ dataType: "search", pageNo: 1, filters: { gameName: "fortune" } });
  });

  it("an empty search shows all games", async () => {
    const started = await ready(start());
    started.actor.send({ type: "search.submit", name: "  " });
    expect(started.actor.getSnapshot().context).toMatchObject({ dataType: "all", filters: {} });
  });
});

describe("game list: favourites (spec §4, §6)", () => {
  it("a visitor's star asks for login and loads no favourites", async () => {
    const started = await ready(start({ loggedIn: false }));
    expect(favouritesState(started)).toBe("visitor");
    expect(started.favouriteIds.calls).toHaveLength(0);
    started.actor.send({ type: "favourite.toggle", game: game(1) });
    expect(started.loginRequired).toHaveBeenCalledTimes(1);
    expect(started.adds.calls).toHaveLength(0);
  });

  it("a member's favourite ids load on start", async () => {
    const started = await ready(start(), page(1, 1, [1]), ["1", "5"]);
    expect(favouritesState(started)).toBe("ready");
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual(["1", "5"]);
  });

  it("starring a game that is not a favourite adds it after the call", async () => {
    const started = await ready(start(), page(1, 1, [1, 2]), []);
    started.actor.send({ type: "favourite.toggle", game: game(2, "JL") });
    expect(favouritesState(started)).toBe("adding");
    expect(started.adds.calls).toEqual([{ nodeId: "2", vendor: "JL", gameType: "RNG" }]);
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual([]);
    started.adds.next().resolve(undefined);
    await settle();
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual(["2"]);
  });

  it("a failed add leaves the star off and shows the message", async () => {
    const started = await ready(start(), page(1, 1, [1]), []);
    started.actor.send({ type: "favourite.toggle", game: game(1) });
    started.adds.next().reject(apiFailure("no permission"));
    await settle();
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual([]);
    expect(started.actor.getSnapshot().context.favouriteError).toEqual(apiFailure("no permission"));
  });

  it("a star tapped while the favourite ids load waits for them, then adds or removes by them (not dropped)", async () => {
    const adding = start();
    adding.loads.next().resolve(page(1, 1, [1, 2]));
    await settle();
    expect(favouritesState(adding)).toBe("loadingIds");
    adding.actor.send({ type: "favourite.toggle", game: game(2, "JL") });
    expect(adding.adds.calls).toEqual([]);
    adding.favouriteIds.next().resolve(["1"]);
    await settle();
    expect(favouritesState(adding)).toBe("adding");
    expect(adding.adds.calls).toEqual([{ nodeId: "2", vendor: "JL", gameType: "RNG" }]);
    expect(adding.actor.getSnapshot().context.queuedFavourite).toBeUndefined();

    const removing = start();
    removing.actor.send({ type: "favourite.toggle", game: game(1) });
    removing.loads.next().resolve(page(1, 1, [1, 2]));
    removing.favouriteIds.next().resolve(["1"]);
    await settle();
    expect(favouritesState(removing)).toBe("removing");
    expect(removing.removes.calls).toEqual([{ nodeId: "1", vendor: "PG", gameType: "RNG" }]);
    expect(removing.adds.calls).toEqual([]);
  });

  it("the same star tapped twice while the ids load takes the tap back; a failed id load still handles a waiting tap", async () => {
    const twice = start();
    twice.actor.send({ type: "favourite.toggle", game: game(1) });
    twice.actor.send({ type: "favourite.toggle", game: game(1) });
    await ready(twice, page(1, 1, [1]), []);
    expect(favouritesState(twice)).toBe("ready");
    expect(twice.adds.calls).toEqual([]);

    const failed = start();
    failed.actor.send({ type: "favourite.toggle", game: game(1) });
    failed.loads.next().resolve(page(1, 1, [1]));
    failed.favouriteIds.next().reject(apiFailure("busy"));
    await settle();
    expect(failed.adds.calls).toEqual([{ nodeId: "1", vendor: "PG", gameType: "RNG" }]);
  });

  it("ignores stars while one is being saved", async () => {
    const started = await ready(start(), page(1, 1, [1, 2]), []);
    started.actor.send({ type: "favourite.toggle", game: game(1) });
    started.actor.send({ type: "favourite.toggle", game: game(2) });
    expect(started.adds.calls).toHaveLength(1);
  });

  it("unstarring removes locally first, then calls (spec §4)", async () => {
    const started = await ready(start({ tab: "fav" }), page(1, 1, [1, 2, 3]), ["1", "2", "3"]);
    started.actor.send({ type: "favourite.toggle", game: game(2) });
    expect(favouritesState(started)).toBe("removing");
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual(["1", "3"]);
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 3]);
    expect(started.removes.calls).toEqual([{ nodeId: "2", vendor: "PG", gameType: "RNG" }]);
    started.removes.next().resolve(undefined);
    await settle();
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual(["1", "3"]);
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 3]);
  });

  it("unstarring outside the favourites tab keeps the tile", async () => {
    const started = await ready(start(), page(1, 1, [1, 2]), ["2"]);
    started.actor.send({ type: "favourite.toggle", game: game(2) });
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2]);
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual([]);
  });

  it("a failed removal puts the star and the tile back where they were", async () => {
    const started = await ready(start({ tab: "fav" }), page(1, 1, [1, 2, 3]), ["1", "2", "3"]);
    started.actor.send({ type: "favourite.toggle", game: game(2) });
    started.removes.next().reject(apiFailure("system busy"));
    await settle();
    expect([...started.actor.getSnapshot().context.favouriteIds].sort()).toEqual(["1", "2", "3"]);
    expect(started.actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    expect(started.actor.getSnapshot().context.favouriteError).toEqual(apiFailure("system busy"));
  });

  it("a failed favourite-id load leaves none starred", async () => {
    const started = start();
    started.favouriteIds.next().reject(apiFailure("offline"));
    await settle();
    expect(favouritesState(started)).toBe("ready");
    expect(started.actor.getSnapshot().context.favouriteIds).toEqual([]);
  });
});

describe("game list: lifecycle", () => {
  it("leaves no timer running once stopped inside the throttle window", async () => {
    const started = await ready(start());
    started.actor.send({ type: "page.next" });
    expect(vi.getTimerCount()).toBe(1);
    started.actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const events = [
      { type: "xstate.done.actor.loadFirstPage", output: page(1, 2, [1]) },
      { type: "xstate.done.actor.loadNextPage", output: page(2, 2, [2]) },
      { type: "xstate.done.actor.loadFavouriteIds", output: ["1"] },
      { type: "favourite.toggle", game: game(1) },
      { type: "favourite.toggle", game: game(2) },
      { type: "tab.select", tab: "hot" },
      { type: "filter.apply", filters: { vassalage: "PG" } },
      { type: "search.submit", name: "x" },
    ];
    // Guards read only these; the growing list itself would make the graph endless.
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const { pageNum, totalPages, favouriteIds, loggedIn } = snapshot.context as Record<string, unknown>;
      return JSON.stringify({ value: snapshot.value, pageNum, totalPages, favouriteIds, loggedIn });
    };
    const reachable = reachableStates(gameListMachine, [
      { input: { gameType: "RNG", loggedIn: true }, events, serializeState },
      { input: { gameType: "RNG", loggedIn: false }, events, serializeState },
    ]);
    expect(reachable).toEqual(definedStates(gameListMachine));
    const report = printCoverage(coverageReport("gameList", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});
