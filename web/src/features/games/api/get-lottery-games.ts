import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** The lottery games of /m/lottery (/lgw: the body comes without the envelope). */
export const lotteryGames = defineQuery("getLotteryGames", {
  call: (api, _: void, signal) => api.GET("/lgw/games/mobile", { params: { query: { language: currentLanguageHeader() } }, signal }),
  map: (body) => body.games,
  staleTime: 5 * 60_000,
});
