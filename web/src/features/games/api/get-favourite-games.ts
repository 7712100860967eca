import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";
import type { GameCategory } from "../game-types.ts";

/** Spec §7: the member's favourite games of a type, a page at a time (the My Collection tab); the list's machine calls `.fetch`. */
export const favouriteGames = defineQuery("getFavoriteGames", {
  scope: "member",
  call: (api, request: { gameType: GameCategory; pageNo: number; pageSize: number }, signal) =>
    api.GET("/wps/relay/MCSFE_getFavoriteGamesList", { params: { query: { ...request, language: currentLanguageHeader() } }, signal }),
});
