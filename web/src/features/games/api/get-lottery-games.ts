import { defineQuery } from "../../../lib/api-query.ts";
import { lotteryGroups, type LotteryListMode } from "../lottery/lottery-groups.ts";

/** The lottery games of /m/lottery for one prize mode, by group (/lgw: a raw map of groups, no envelope). */
export const lotteryGames = defineQuery("getLotteryGames", {
  call: (api, prizeMode: LotteryListMode, signal) => api.GET("/lgw/games/mobile", { params: { query: { prizeMode } }, signal }),
  map: (menu) => lotteryGroups(menu),
  staleTime: 5 * 60_000,
});
