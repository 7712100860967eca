// The promotions feature's light public surface: what start-up asks for on /m/activity
// (app/start-requests.ts), without the feature's screens and components.
import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../../lib/app-services.tsx";

/**
 * Asks, at start-up on /m/activity, for the page's first data (start-page.ts). Its code loads here, not with
 * the entry, which every page loads.
 */
export function startPromotionsPage(queryClient: QueryClient, api: Api, account: string | undefined): Promise<void> {
  return import("./start-page.ts").then((page) => page.startPromotionsPage(queryClient, api, account));
}
