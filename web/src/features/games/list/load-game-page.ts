// The game-list machine's `loadGames` actor: one request per data type,
// each answer adapted to { items, pageNum, totalPages } (machines/gameList).
import type { GamePage, GamePageRequest } from "@platform/machines";
import type { QueryClient } from "@tanstack/react-query";
import { favouriteGames } from "../api/get-favourite-games.ts";
import { gameList } from "../api/get-game-list.ts";
import { recentGames } from "../api/get-recent-games.ts";
import type { Api } from "../../../lib/app-services.tsx";
import type { Game } from "../game-types.ts";
import { hotOfCategory } from "../hot-games.ts";
import { takeStartedPage } from "./start-page.ts";

export interface GamePageSources {
  api: Api;
  /** The app's cache: page 1 of the list may be there already (start-page.ts). */
  queryClient: QueryClient;
  /** The session's hot list (cached per session, spec §9). */
  hotGames: () => Promise<readonly Game[]>;
}

/** The provider the member chose stays across tabs; recent and favourite calls take none, so their pages are narrowed here. */
function ofProvider(games: readonly Game[], vassalage: string | undefined): readonly Game[] {
  return vassalage ? games.filter((game) => game.vassalage === vassalage) : games;
}

export async function loadGamePage(sources: GamePageSources, request: GamePageRequest, signal?: AbortSignal): Promise<GamePage> {
  const { api } = sources;
  const { gameType, pageNo, pageSize, filters } = request;
  switch (request.dataType) {
    case "hot": {
      // The hot list comes whole: one page.
      const items = hotOfCategory(await sources.hotGames(), gameType, filters.vassalage);
      return { items, pageNum: 1, totalPages: 1 };
    }
    case "recent": {
      const value = await recentGames.fetch(api, { gameType, page: pageNo, pageSize }, signal);
      return { items: ofProvider(value.list, filters.vassalage), pageNum: value.pageNum ?? pageNo, totalPages: value.totalPages };
    }
    case "fav": {
      const value = await favouriteGames.fetch(api, { gameType, pageNo, pageSize }, signal);
      return { items: ofProvider(value.content, filters.vassalage), pageNum: value.pageNum, totalPages: value.totalPages };
    }
    case "all":
    case "filter":
    case "search": {
      const started = takeStartedPage(sources.queryClient, api, request);
      const value = await (started ?? gameList.fetch(api, { gameType, pageNo, pageSize, ...filters }, signal));
      return { items: value.games, pageNum: value.pageNum, totalPages: value.totalPages };
    }
  }
}
