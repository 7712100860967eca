import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "./api-types.ts";

const lotteryGamesKey = ["games", "lottery"] as const;

/** The lottery games of /m/lottery (/lgw: the body comes without the envelope). */
const lotteryGamesQuery = (api: Api) =>
  queryOptions({
    queryKey: lotteryGamesKey,
    queryFn: async ({ signal }) => {
      const body = await unwrap(api.GET("/lgw/games/mobile", { params: { query: { language: currentLanguageHeader() } }, signal }));
      return body.games;
    },
    staleTime: 5 * 60_000,
  });

export function useLotteryGames() {
  const api = useApi();
  return useQuery(lotteryGamesQuery(api));
}
