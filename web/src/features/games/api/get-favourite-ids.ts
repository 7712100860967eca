import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §7, §9: the node ids of the member's favourites, once, 100 to the page (none for visitors). */
export const favouriteIds = defineQuery("getFavoriteGameIds", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getFavoriteGames", { params: { query: { pageNo: 1, pageSize: 100 } }, signal }),
  // No alert: without the ids the lists still show, only without stars.
  meta: { silent: true },
});
