import { queryOptions, useQuery } from "@tanstack/react-query";
import { GAME_PAGE_SIZE } from "@platform/machines";
import { useApi } from "../../../lib/app-services.tsx";
import type { GameCategory } from "../game-types.ts";
import type { Api } from "./api-types.ts";
import { fetchGameList } from "./get-game-list.ts";

const firstGamesKey = (gameType: GameCategory) => ["games", "first-page", gameType] as const;

/** Page 1 of a type's games, for the category pages' preview (the full list is /m/gameList). */
const firstGamesQuery = (api: Api, gameType: GameCategory) =>
  queryOptions({
    queryKey: firstGamesKey(gameType),
    queryFn: ({ signal }) => fetchGameList(api, { gameType, pageNo: 1, pageSize: GAME_PAGE_SIZE }, signal),
  });

export function useFirstGames(gameType: GameCategory) {
  const api = useApi();
  return useQuery(firstGamesQuery(api, gameType));
}
