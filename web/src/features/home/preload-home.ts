// Home's own first data, asked for at start-up beside the system status
// (app/start-requests.ts, which also asks for the game area's calls) instead
// of after the status, the screen's code and its first render: the banner,
// the page's largest paint, comes sooner.
import type { QueryClient } from "@tanstack/react-query";
import { safeImageSrc } from "../../lib/url-gate.ts";
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

/** The first banner's image starts loading as soon as its address is known, before the carousel renders it. */
function preloadImage(raw: string | undefined): void {
  const url = safeImageSrc(raw);
  if (!url) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.setAttribute("fetchpriority", "high");
  link.href = url;
  document.head.append(link);
}
