import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §9: hot games are cached per session (visitors' too), so the key carries the account. */
export const hotGames = defineQuery("getHotGames", {
  scope: "session",
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/GCSGAME_hotGamesV2", { params: { query: { isPlatform: 2, platform: "html5", language: currentLanguageHeader(), merchantCode } }, signal }),
  map: (value) => value.list,
  staleTime: Infinity,
});
