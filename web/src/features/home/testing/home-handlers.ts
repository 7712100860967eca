// Default answers to the calls home makes on entry. Many tests end on
// /m/home (after a login, a logout, a redirect); with these they need not
// answer home's calls themselves. Home's own tests override them.
import type { Handlers } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";

export const homeScreenHandlers: Handlers = {
  "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [], player: [], popup: [], hot: [], footer: { unreadCount: 0 } }),
  "GET /wps/relay/GCSGAME_getVassGameType": ok({ content: {}, sorting: { categories: [] } }),
  "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [] }),
  "GET /wps/relay/MCSFE_getFavoriteGames": ok([]),
  "GET /wps/system/helpCenter": ok([]),
  "GET /wps/member/info/funds/consolidated": ok({ dailysalreqtype: null, divtypecompperiodreq: null, divtypereq: null, contracthoursalreq: null }),
};
