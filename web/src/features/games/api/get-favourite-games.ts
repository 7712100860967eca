import { unwrap } from "@platform/sdk";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import type { GameCategory } from "../game-types.ts";
import type { Api } from "../../../lib/app-services.tsx";

/** Spec §7: the member's favourite games of a type, a page at a time (the My Collection tab). */
export function fetchFavouriteGames(api: Api, request: { gameType: GameCategory; pageNo: number; pageSize: number }, signal?: AbortSignal) {
  return unwrap(
    api.GET("/wps/relay/MCSFE_getFavoriteGamesList", {
      params: { query: { ...request, language: currentLanguageHeader() } },
      signal,
    }),
  );
}
