// Issue 17: /m/gameList's first page, asked for at start-up with the app's
// other start-up calls rather than once the screen's code is in, the status
// known and its machine started: the page's largest picture is a game's icon,
// which waits for this answer. The machine's first load takes it, once.
import { GAME_PAGE_SIZE, normalizeGameType, type GamePageRequest } from "@platform/machines";
import type { Api } from "../../../lib/app-services.tsx";
import { fetchGameList } from "../api/get-game-list.ts";
import { preloadFirstRow } from "./first-row.ts";

type Page = ReturnType<typeof fetchGameList>;

/** How long a page started at start-up may wait for the list to take it (a list opened later asks afresh). */
export const STARTED_PAGE_FRESH_MS = 30_000;

let started: { gameType: string; page: Page; at: number } | null = null;

/** Asks for page 1 of the list the address opens (`?gameType=X` and nothing else: the list's first load then is that page). */
export function startGameListPage(api: Api, search: string): void {
  const params = new URLSearchParams(search);
  const gameType = params.get("gameType");
  if (!gameType || [...params.keys()].some((key) => key !== "gameType")) return;
  const normalised = normalizeGameType(gameType);
  const page = fetchGameList(api, { gameType: normalised, pageNo: 1, pageSize: GAME_PAGE_SIZE });
  // Its failure is the list's to show, when it takes the page; never an unhandled rejection.
  page.catch(() => undefined);
  // Issue 33: the first row's images, asked for as soon as the page answers, before the tiles are drawn.
  page.then((value) => preloadFirstRow(value.games ?? []), () => undefined);
  started = { gameType: normalised, page, at: Date.now() };
}

/**
 * The page started at start-up when `request` is that very request (page 1 of the whole list, no filter)
 * and it is fresh; any first load ends the offer, so a retry or a later load asks the server again.
 */
export function takeStartedPage(request: GamePageRequest): Page | undefined {
  const offer = started;
  started = null;
  if (!offer || Date.now() - offer.at > STARTED_PAGE_FRESH_MS) return undefined;
  const same =
    request.dataType === "all" && request.pageNo === 1 && request.pageSize === GAME_PAGE_SIZE && Object.keys(request.filters).length === 0 && request.gameType === offer.gameType;
  return same ? offer.page : undefined;
}
