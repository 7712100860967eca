// The member feature's light public surface: the balance the home header shows
// in its first frame, and what start-up asks for on the member centre, without
// the navigation bar and page templates index.ts also exports
// (importing index.ts loads every module it re-exports).
import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../../lib/app-services.tsx";
import { prefetchHeld } from "../../lib/held-prefetch.ts";
import { availablePromotions } from "../promotion-availability/index.ts";
import { vipBenefits, vipLevels, vipProgress } from "../vip/first-paint.ts";
import { memberInfo } from "./api/get-member-info.ts";

export { Balance } from "./balance.tsx";

/**
 * The member centre's data, asked for at start-up for a member (`account`) rather than once the
 * screen's code is in, the status known and the screen drawn: the balance (the server's, asked afresh),
 * the VIP progress, whose note was the page's largest paint, with the level table that names the next level
 * (the level and the benefit relays: the table waits for both, and the benefits asked once the screen was drawn
 * put one more round trip before that note), and the promotions the navigation bar shows. Not the avatar: a
 * decoration, asked once the page has settled (components/member-avatar.tsx).
 */
export function startMemberCentre(queryClient: QueryClient, api: Api, account: string): void {
  startBalance(queryClient, api, account);
  void queryClient.prefetchQuery(vipProgress.options(api, undefined, account));
  void queryClient.prefetchQuery(vipLevels.options(api, undefined, account));
  void queryClient.prefetchQuery(vipBenefits.options(api, undefined, account));
  // The navigation bar's entries and badges: asked once the bar was drawn, they moved its entries when they came (CLS up to 0.012).
  void queryClient.prefetchQuery(availablePromotions.options(api, undefined, account));
}

/**
 * The member's balance (the balance card of the member centre and of deposit), asked for at start-up and at the press
 * on a link to either, from the server; held until answered, as the screen being left may be showing it (prefetchHeld).
 * A failure is the screen's to show (its own query asks again), never an unhandled rejection.
 */
export function startBalance(queryClient: QueryClient, api: Api, account: string): void {
  prefetchHeld(queryClient, memberInfo.options(api, undefined, account));
}
