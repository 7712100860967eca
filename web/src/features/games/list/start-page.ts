// /m/gameList's first page, asked for at start-up with the app's
// other start-up calls rather than once the screen's code is in, the status
// known and its machine started: the page's largest picture is a game's icon,
// which waits for this answer. One home for data: the page lives in
// React Query's cache, under the game-list definition's key for that request
// (the key the category page's preview reads too), and the list machine's load
// takes it from there, once.
import { GAME_PAGE_SIZE, normalizeGameType, type GamePageRequest, type GameType } from "@platform/machines";
import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../../../lib/app-services.tsx";
import { gameList, type GameListRequest } from "../api/get-game-list.ts";
import { preloadFirstRow } from "./first-row.ts";

type Page = Awaited<ReturnType<typeof gameList.fetch>>;

/** How long a page in the cache may be handed to the list's load (a list opened later asks afresh). */
export const STARTED_PAGE_FRESH_MS = 30_000;

/** Page 1 of a type's whole list, unfiltered: the one request start-up asks for. */
function firstPageOf(gameType: GameType): GameListRequest {
  return { gameType, pageNo: 1, pageSize: GAME_PAGE_SIZE };
}

/** Where page 1 of a type's whole list is kept (the definition's key for that request). */
export function startedPageKey(gameType: GameType) {
  return gameList.key(firstPageOf(gameType));
}

/** Asks for page 1 of the list the address opens (`?gameType=X` and nothing else: the list's first load then is that page). */
export function startGameListPage(queryClient: QueryClient, api: Api, search: string): void {
  const params = new URLSearchParams(search);
  const gameType = params.get("gameType");
  if (!gameType || [...params.keys()].some((key) => key !== "gameType")) return;
  // One try, as the list's own load makes (its machine does not retry; Try again does). Its failure is the
  // list's to show when it takes the page, never an unhandled rejection. The first row's images are
  // asked for as soon as the page answers, before the tiles are drawn.
  queryClient
    .fetchQuery({ ...gameList.options(api, firstPageOf(normalizeGameType(gameType))), retry: false })
    .then((page) => preloadFirstRow(page.games ?? []), () => undefined);
}

/**
 * The list's page 1 from the cache, when `request` is that very request (page 1 of the whole list, no filter)
 * and the cache holds it untaken: the page start-up asked for (or the category preview read), on its way
 * (its failure, then, is the list's to show) or answered less than STARTED_PAGE_FRESH_MS ago (older: asked
 * again through the cache). A page that already failed is not handed over. Taking it marks it stale
 * once it settles, so a retry, a reload or a list opened again asks the server; with nothing in the cache the
 * list asks itself (undefined), with its own cancellable request.
 */
export function takeStartedPage(queryClient: QueryClient, api: Api, request: GamePageRequest): Promise<Page> | undefined {
  const whole = request.dataType === "all" && request.pageNo === 1 && request.pageSize === GAME_PAGE_SIZE && Object.keys(request.filters).length === 0;
  if (!whole) return undefined;
  const options = gameList.options(api, firstPageOf(request.gameType));
  const state = queryClient.getQueryState(options.queryKey);
  // A failed answer is not handed over (the cache marks it stale too): the list asks again.
  if (!state || state.isInvalidated || (state.status === "error" && state.fetchStatus === "idle")) return undefined;
  // Marked only once settled: an answer arriving later would clear the mark.
  const taken = () => void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true, refetchType: "none" });
  return queryClient.fetchQuery({ ...options, staleTime: STARTED_PAGE_FRESH_MS, retry: false }).finally(taken);
}
