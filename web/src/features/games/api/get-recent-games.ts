import { unwrap } from "@platform/sdk";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import type { GameCategory } from "../game-types.ts";
import type { Api } from "../../../lib/app-services.tsx";

/** Spec §7: the member's recent games (`page`, not `pageNo`; clientType 2). */
export function fetchRecentGames(api: Api, request: { gameType: GameCategory; page: number; pageSize: number }, signal?: AbortSignal) {
  return unwrap(
    api.GET("/wps/relay/GCS_recentGame", {
      params: { query: { ...request, language: currentLanguageHeader(), clientType: 2 } },
      signal,
    }),
  );
}
