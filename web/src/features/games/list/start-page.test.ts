import { afterEach, describe, expect, it, vi } from "vitest";
import { GAME_PAGE_SIZE, type GamePageRequest } from "@platform/machines";
import { json } from "../../../testing/fake-api.ts";
import { createTestApi } from "../../../testing/test-utils.tsx";
import { gamePage, games } from "../testing/game-fixtures.ts";
import { STARTED_PAGE_FRESH_MS, startGameListPage, takeStartedPage } from "./start-page.ts";

const firstPage: GamePageRequest = { dataType: "all", gameType: "RNG", pageNo: 1, pageSize: GAME_PAGE_SIZE, filters: {} };

function startAt(search: string, answer: () => Response | Promise<Response> = () => json(gamePage(games(1, 25), 1, 3))) {
  const api = createTestApi({ "GET /wps/relay/GCSGAME_gameList": answer });
  startGameListPage(api.api, search);
  return api;
}

afterEach(() => {
  takeStartedPage(firstPage);
  vi.useRealTimers();
});

describe("the game list's first page, asked for at start-up (issue 17)", () => {
  it("asks for page 1 of the address's type, and hands it to the list's first load, once", async () => {
    const api = startAt("?gameType=RNG");
    const page = takeStartedPage(firstPage);
    expect((await page)?.games).toHaveLength(25);
    expect(takeStartedPage(firstPage)).toBeUndefined();
    expect(api.calls("GET /wps/relay/GCSGAME_gameList")).toHaveLength(1);
    const query = new URL(api.requests[0]?.url ?? "").searchParams;
    expect([query.get("gameType"), query.get("pageNo"), query.get("pageSize")]).toEqual(["RNG", "1", String(GAME_PAGE_SIZE)]);
  });

  it.each(["", "?gameType=RNG&vassalage=JL", "?gameType=RNG&type=fav", "?vassalage=JL"])("asks for nothing at %j (the list's first load is another request)", async (search) => {
    const api = startAt(search);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.requests).toHaveLength(0);
    expect(takeStartedPage(firstPage)).toBeUndefined();
  });

  it("is not handed to another request, and that first load ends the offer", () => {
    startAt("?gameType=RNG");
    expect(takeStartedPage({ ...firstPage, dataType: "hot" })).toBeUndefined();
    expect(takeStartedPage(firstPage)).toBeUndefined();
    startAt("?gameType=RNG");
    expect(takeStartedPage({ ...firstPage, filters: { vassalage: "JL" } })).toBeUndefined();
    startAt("?gameType=RNG");
    expect(takeStartedPage({ ...firstPage, gameType: "LIVE" })).toBeUndefined();
  });

  it(`is not handed over after ${STARTED_PAGE_FRESH_MS} ms: a list opened later asks the server`, () => {
    vi.useFakeTimers();
    startAt("?gameType=RNG");
    vi.advanceTimersByTime(STARTED_PAGE_FRESH_MS + 1);
    expect(takeStartedPage(firstPage)).toBeUndefined();
  });

  it("a failed start-up page rejects only when taken, never unhandled", async () => {
    startAt("?gameType=RNG", () => Promise.reject(new TypeError("Failed to fetch")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeStartedPage(firstPage)).rejects.toBeTruthy();
  });
});
