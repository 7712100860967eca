import type { QueryClient } from "@tanstack/react-query";
import { startRegistrationBanner } from "../features/account/first-paint.ts";
import { hotGames, startGameListPage, vendorMapping } from "../features/games/first-paint.ts";
import type { Api } from "../lib/app-services.tsx";
import { preloadHome } from "../features/home/first-paint.ts";
import { startBalance, startMemberCentre } from "../features/member/first-paint.ts";
import { startPromotionsPage } from "../features/promotions/first-paint.ts";
import { startDeposit } from "../features/wallet/first-paint.ts";
import { systemStatus, whitelabel } from "../shared/system/index.ts";
import { paths } from "../lib/routes.ts";
import { authStore } from "../stores/auth.ts";
import { gate } from "../shared/session/index.ts";
import { guardsOf, routeOfPath } from "./routes/route-table.ts";
import { preloadScreen } from "./routes/screens.ts";

/**
 * Asked for at start-up, all at once and while the texts load: the system
 * status (spec §4: without a cached one, nothing shows until it is known),
 * the merchant's switches, the first route's code and, on home, the game
 * list, promotions, the member centre and deposit, its data. Each screen
 * still asks for what it needs; these answers are then in the cache (the
 * list's first page: taken from it by its machine).
 */
export function startRequests(queryClient: QueryClient, api: Api, path: string, search = ""): void {
  void queryClient.prefetchQuery(systemStatus.options(api, undefined));
  void queryClient.prefetchQuery(whitelabel.options(api, undefined));
  startRoute(queryClient, api, path, search);
}

/**
 * A route's code and first data (what its screen asks first), asked for ahead of its screen: at start-up, and
 * in the app when a link to it is pressed (press-start.ts), so they come while the tap becomes a click and the
 * navigation renders, not once the screen's code has come, run and asked. Each is a read the screen makes anyway,
 * into the cache its screen reads (a fresh answer is taken, not asked again); nothing here moves money. False
 * when the route's role gates refuse it (nothing started).
 */
export function startRoute(queryClient: QueryClient, api: Api, path: string, search = ""): boolean {
  const route = routeOfPath(path);
  // A route its role gates refuse (a trial account's member centre, a visitor's deposit) shows no screen: nothing to start.
  if (!route || !guardsOf(route.entry, search).every((action) => gate(action, authStore.session) === "allow")) return false;
  preloadScreen(route.entry.screen);
  if (route.entry.path === paths.gameList) {
    // Its code loads then, not with the entry (games/first-paint.ts).
    startGameListPage(queryClient, api, search);
    void queryClient.prefetchQuery(vendorMapping.options(api, undefined));
  }
  // The first data of promotions, register, the member centre and deposit, as the game list's.
  const account = authStore.session?.userName;
  if (route.entry.path === paths.promotions) void startPromotionsPage(queryClient, api, account);
  if (route.entry.path === paths.register) startRegistrationBanner(queryClient, api);
  if (route.entry.path === paths.memberCentre && account !== undefined) startMemberCentre(queryClient, api, account);
  if (route.entry.path === paths.deposit && account !== undefined) {
    startBalance(queryClient, api, account);
    startDeposit(queryClient, api, account);
  }
  if (route.entry.path === paths.home) {
    preloadHome(queryClient, api);
    // Home's game area: the games feature's calls, asked for here rather than through its index (the entry stays small).
    void queryClient.prefetchQuery(vendorMapping.options(api, undefined));
    void queryClient.prefetchQuery(hotGames.options(api, undefined, authStore.session?.userName));
  }
  return true;
}
