// /m/activity's first page, asked for at start-up with the app's other
// start-up calls (app/start-requests.ts), as the game list's is, rather than once
// the screen's code is in, the status known and the screen drawn: the page's
// largest paint is the first promotion's picture, which waits for these answers.
// Both answers go into React Query's cache under the screen's own keys, so the
// screen takes them from there; the first card's picture is asked for as soon
// as both have answered, first (fetchpriority=high).
import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../../lib/app-services.tsx";
import { safeImageSrc } from "../../lib/url-gate.ts";
import { promotionCategories } from "./api/get-promotion-categories.ts";
import { promotions } from "./api/get-promotions.ts";
import { coverImage, initialCategoryId, promotionsOfCategory } from "./promotion-rules.ts";

/** The categories and the promotions of /m/activity, into the cache; then the first card's picture. `account`: the session's, if any. */
export function startPromotionsPage(queryClient: QueryClient, api: Api, account: string | undefined, doc: Document = document): Promise<void> {
  // A failure is the screen's to show (its own query asks again), never an unhandled rejection.
  return Promise.all([queryClient.fetchQuery(promotionCategories.options(api, undefined)), queryClient.fetchQuery(promotions.options(api, undefined, account))]).then(
    ([categories, list]) => preloadCover(promotionsOfCategory(list, initialCategoryId(categories))[0], doc),
    () => undefined,
  );
}

/** The first card's cover image, asked for at once (the card's own image is eager, fetchpriority high: PromotionImage). */
function preloadCover(first: Parameters<typeof coverImage>[0] | undefined, doc: Document): void {
  const href = first ? safeImageSrc(coverImage(first)) : undefined;
  if (!href || doc.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = doc.createElement("link");
  link.setAttribute("rel", "preload");
  link.setAttribute("as", "image");
  link.setAttribute("fetchpriority", "high");
  link.href = href;
  doc.head.append(link);
}
