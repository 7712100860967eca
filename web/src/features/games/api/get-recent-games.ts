import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";
import type { GameCategory } from "../game-types.ts";

/** Spec §7: the member's recent games (`page`, not `pageNo`; clientType 2); the list's machine calls `.fetch`. */
export const recentGames = defineQuery("getRecentGames", {
  scope: "member",
  call: (api, request: { gameType: GameCategory; page: number; pageSize: number }, signal) =>
    api.GET("/wps/relay/GCS_recentGame", { params: { query: { ...request, language: currentLanguageHeader(), clientType: 2 } }, signal }),
});
