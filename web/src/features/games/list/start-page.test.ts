import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GAME_PAGE_SIZE, type GamePageRequest } from "@platform/machines";
import { createQueryClient } from "../../../lib/query-client.ts";
import { json } from "../../../testing/fake-api.ts";
import { createTestApi } from "../../../testing/test-utils.tsx";
import { gameList } from "../api/get-game-list.ts";
import { gamePage, games } from "../testing/game-fixtures.ts";
import { GRID_COLUMNS } from "./grid-geometry.ts";
import { STARTED_PAGE_FRESH_MS, startGameListPage, startedPageKey, takeStartedPage } from "./start-page.ts";

const firstPage: GamePageRequest = { dataType: "all", gameType: "RNG", pageNo: 1, pageSize: GAME_PAGE_SIZE, filters: {} };
const LIST = "GET /wps/relay/GCSGAME_gameList";

type Answer = () => Response | Promise<Response>;

/** The app's cache after start-up at `search`, with the list's calls answered by `answer` (the same api serves the list's own loads). */
function startAt(search: string, answer: Answer = () => json(gamePage(games(1, 25), 1, 3))) {
  const api = createTestApi({ [LIST]: answer });
  const queryClient = createQueryClient({ retry: 0 });
  startGameListPage(queryClient, api.api, search);
  const take = (request: GamePageRequest = firstPage) => takeStartedPage(queryClient, api.api, request);
  return { api, queryClient, take };
}

/** An answer the test lets go of when it wants (`release`), or fails (`fail`). */
function held() {
  let release: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const answer = new Promise<Response>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { answer: () => answer, release, fail };
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  preloads().forEach((link) => link.remove());
  vi.useRealTimers();
});

describe("the game list's first page, asked for at start-up into the cache", () => {
  it("asks for page 1 of the address's type under the game-list definition's key, and hands it to the list's first load", async () => {
    const { api, queryClient, take } = startAt("?gameType=rng");
    await waitFor(() => expect(queryClient.getQueryData(startedPageKey("RNG"))).toBeDefined());
    // The key the category preview reads too (useApiQuery(gameList, …)): one cache.
    expect(startedPageKey("RNG")).toEqual(gameList.key({ gameType: "RNG", pageNo: 1, pageSize: GAME_PAGE_SIZE }));
    expect((await take())?.games).toHaveLength(25);
    expect(api.calls(LIST)).toHaveLength(1);
    const query = new URL(api.requests[0]?.url ?? "").searchParams;
    expect([query.get("gameType"), query.get("pageNo"), query.get("pageSize")]).toEqual(["RNG", "1", String(GAME_PAGE_SIZE)]);
  });

  it("hands over a page still on its way without asking again", async () => {
    const answer = held();
    const { api, take } = startAt("?gameType=RNG", answer.answer);
    const page = take();
    expect(page).toBeDefined();
    answer.release(json(gamePage(games(1, 25), 1, 3)));
    expect((await page)?.games).toHaveLength(25);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it("is taken once: a retry, a reload or a list opened again asks the server itself", async () => {
    const { queryClient, take } = startAt("?gameType=RNG");
    await take();
    expect(take()).toBeUndefined();
    // Still in the cache (marked stale): a view of the same page asks again when it next shows.
    expect(queryClient.getQueryData(startedPageKey("RNG"))).toBeDefined();
    expect(queryClient.getQueryState(startedPageKey("RNG"))?.isInvalidated).toBe(true);
  });

  it.each(["", "?gameType=RNG&vassalage=JL", "?gameType=RNG&type=fav", "?vassalage=JL"])("asks for nothing at %j (the list's first load is another request, and asks itself)", async (search) => {
    const { api, queryClient, take } = startAt(search);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.requests).toHaveLength(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(take()).toBeUndefined();
  });

  it("is not handed to another request, and stays for its own", async () => {
    const { api, take } = startAt("?gameType=RNG");
    expect(take({ ...firstPage, dataType: "hot" })).toBeUndefined();
    expect(take({ ...firstPage, filters: { vassalage: "JL" } })).toBeUndefined();
    expect(take({ ...firstPage, gameType: "LIVE" })).toBeUndefined();
    expect(take({ ...firstPage, pageNo: 2 })).toBeUndefined();
    expect((await take())?.games).toHaveLength(25);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it(`is not handed over ${STARTED_PAGE_FRESH_MS} ms after it answered: the list's load asks the server again`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let answered = 0;
    const { api, queryClient, take } = startAt("?gameType=RNG", () => json(gamePage(games(answered++ * 25 + 1, 25), 1, 3)));
    await vi.waitFor(() => expect(queryClient.getQueryData(startedPageKey("RNG"))).toBeDefined());
    vi.setSystemTime(Date.now() + STARTED_PAGE_FRESH_MS + 1);
    const page = await take();
    expect(api.calls(LIST)).toHaveLength(2);
    expect(page?.games[0]?.nodeId).toBe(26);
  });

  it("a start-up page that fails on its way fails the list's load that took it (shown by the list), never unhandled; the retry asks again", async () => {
    const answer = held();
    const { api, take } = startAt("?gameType=RNG", answer.answer);
    const page = take();
    answer.fail(new TypeError("Failed to fetch"));
    await expect(page).rejects.toMatchObject({ kind: "network" });
    expect(take()).toBeUndefined();
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it("a start-up page that already failed is not handed over: the list's load asks the server itself", async () => {
    const { api, queryClient, take } = startAt("?gameType=RNG", () => Promise.reject(new TypeError("Failed to fetch")));
    await waitFor(() => expect(queryClient.getQueryState(startedPageKey("RNG"))?.status).toBe("error"));
    expect(take()).toBeUndefined();
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it("asks for the first row's images as soon as the page answers", async () => {
    const answer = held();
    startAt("?gameType=RNG", answer.answer);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads()).toHaveLength(0);
    answer.release(json(gamePage(games(1, 25), 1, 3)));
    await waitFor(() => expect(preloads()).toHaveLength(GRID_COLUMNS));
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual(games(1, GRID_COLUMNS).map((game) => game.iconUrl));
  });
});
