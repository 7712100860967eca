// Home's own first data, asked for at start-up beside the system status
// (app/start-requests.ts, which also asks for the game area's calls) instead
// of after the status, the screen's code and its first render: the banner,
// the page's largest paint, comes sooner.
import type { QueryClient } from "@tanstack/react-query";
import { preloadImage } from "../../lib/preload-image.ts";
import { authStore } from "../../stores/auth.ts";
import type { Api } from "../../lib/app-services.tsx";
import { homeAnnouncements } from "./api/get-home-announcements.ts";
import { bannersInOrder } from "./banners/banner-order.ts";

export function preloadHome(queryClient: QueryClient, api: Api): void {
  const userName = authStore.session?.userName;
  queryClient.fetchQuery(homeAnnouncements.options(api, undefined, userName)).then(
    (announcements) => preloadImage(bannersInOrder(announcements.banners)[0]?.url),
    // The screen's own query shows the failure (or, for announcements, nothing: spec §8).
    () => undefined,
  );
}
