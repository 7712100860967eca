// The games feature's light public surface: what another feature draws in its
// first frame (home's banner links, ticker icon and the game area's kept height,
// and the calls start-up asks for), without the feature's components. Importing
// index.ts instead loads every module it re-exports into the caller's first
// paint; take from here what a first frame needs, the rest from index.ts.
export { hotGames } from "./api/get-hot-games.ts";
export { vendorMapping } from "./api/get-vendor-mapping.ts";
export { gameListPath } from "./launch/launch-plan.ts";
export { MegaphoneIcon } from "./components/game-icons.tsx";
export { menuCategories, menuHeightRem } from "./menu-categories.ts";
import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../../lib/app-services.tsx";

/**
 * Asks, at start-up, for page 1 of the game list the address opens, into the cache (list/start-page.ts). Its code
 * loads here, not with the entry: it brings the machines' game types, which the entry does without.
 */
export function startGameListPage(queryClient: QueryClient, api: Api, search: string): void {
  void import("./list/start-page.ts").then((page) => page.startGameListPage(queryClient, api, search));
}
