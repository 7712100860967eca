// For app/start-requests.test.ts: the list's first page start-up put in the cache for the list to take.
import type { GameType } from "@platform/machines";
import type { QueryClient } from "@tanstack/react-query";
import type { gameList } from "../api/get-game-list.ts";
import { startedPageKey } from "../list/start-page.ts";

export function startedPage(queryClient: QueryClient, gameType: GameType): Awaited<ReturnType<typeof gameList.fetch>> | undefined {
  return queryClient.getQueryData(startedPageKey(gameType));
}
