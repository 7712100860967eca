import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

/** Spec §9: hot games are cached per session, so the key carries the account. */
const hotGamesKey = (userName: string | undefined) => ["games", "hot", userName ?? ""] as const;

export const hotGamesQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: hotGamesKey(userName),
    queryFn: async ({ signal }) => {
      const value = await unwrap(
        api.GET("/wps/relay/GCSGAME_hotGamesV2", {
          params: { query: { isPlatform: 2, platform: "html5", language: currentLanguageHeader(), merchantCode } },
          signal,
        }),
      );
      return value.list;
    },
    staleTime: Infinity,
  });

export function useHotGames() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(hotGamesQuery(api, userName));
}
