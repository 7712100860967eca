// "A screen starts with the press": in the app, a route's code, texts and first
// data (start-requests.ts's startRoute, the same start-up asks for when the page
// loads) are asked for at the pointerdown on a link to it, not once the click
// has come, the navigation rendered and the screen's code run and asked.
// Measured at 4× CPU on the mock (npm run bench, member centre → Deposit): the
// payment methods left 190 ms after the tap, after the screen's 20 files had
// come and run; started at the press, they come beside the code.
//
// And the code and texts of the screens a screen's main links open (a link
// marked with lib/linked-screen.ts: the member bar's entries, the promotion
// cards) are fetched once that screen has been up PRELOAD_LINKED_AFTER_MS, after
// its own first data and pictures: the tap then waits for no file. Files only,
// once per screen (screens.ts keeps each load); never data, which must be the
// server's at the tap (a balance, a list of payment methods).
import { useEffect } from "react";
import { PRELOAD_SCREEN_ATTRIBUTE } from "../../lib/linked-screen.ts";
import { paths } from "../../lib/routes.ts";
import { after } from "../../lib/timing.ts";
import { storedLocale } from "../../i18n/language.ts";
import { loadNamespaces } from "../../i18n/load-locale.ts";
import { routeOfPath, screenTexts } from "./route-table.ts";
import { preloadScreen } from "./screens.ts";

/** How long a screen is up before the code of its marked links is fetched: its own first data and images first. */
export const PRELOAD_LINKED_AFTER_MS = 1_000;

/**
 * A screen's code and its texts in the member's language (the route's namespaces, which the outlet otherwise
 * asks for once the screen is shown: deposit's came 80 ms after its data at 4× CPU). Each loads once; a failure
 * is the screen's own to show when it renders.
 */
export function preloadScreenAndTexts(screen: string): void {
  preloadScreen(screen);
  loadNamespaces(storedLocale(), screenTexts(screen)).catch(() => undefined);
}

/** An address of the app (under /m on this origin; any path there has a route, home for an unknown one), not another site's or the API reference's. */
function inApp(url: URL, here: Location): boolean {
  return url.origin === here.origin && (url.pathname === APP_FOLDER || url.pathname.startsWith(`${APP_FOLDER}/`));
}

/** The folder every route of the app lives in: home's ("/m"). */
const APP_FOLDER = paths.home.slice(0, paths.home.lastIndexOf("/"));

/** The in-app address a press on `target` will open, or null (no link, another site, a new tab, the page itself). */
export function pressedAddress(target: EventTarget | null, here: Location): { path: string; search: string } | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, here.href);
  if (!inApp(url, here) || (url.pathname === here.pathname && url.search === here.search)) return null;
  return { path: url.pathname, search: url.search };
}

/**
 * Listens on `target` for the whole app: a primary pointerdown on a link to one of the app's routes calls
 * `start` with its path and query. Returns the uninstaller.
 */
export function startRoutesOnPress(target: Document, start: (path: string, search: string) => void): () => void {
  const onDown = (event: PointerEvent) => {
    if (!event.isPrimary || event.button !== 0) return;
    const address = pressedAddress(event.target, target.location);
    if (address) start(address.path, address.search);
  };
  target.addEventListener("pointerdown", onDown, { capture: true, passive: true });
  return () => target.removeEventListener("pointerdown", onDown, { capture: true });
}

/** Fetches the code and texts of the screens `root`'s marked links open (screens.ts loads each once). */
export function preloadLinkedScreens(root: ParentNode, here: Location, preload: (screen: string) => void = preloadScreenAndTexts): void {
  const screens = new Set<string>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[href][${PRELOAD_SCREEN_ATTRIBUTE}]`)) {
    const url = new URL(link.href, here.href);
    const route = inApp(url, here) ? routeOfPath(url.pathname) : undefined;
    if (route) screens.add(route.entry.screen);
  }
  for (const screen of screens) preload(screen);
}

/** On each screen (`location`): its marked links' screens fetched once it has been up PRELOAD_LINKED_AFTER_MS. */
export function useLinkedScreensPreload(location: string, preload: (screen: string) => void = preloadScreenAndTexts): void {
  useEffect(() => after(PRELOAD_LINKED_AFTER_MS, () => preloadLinkedScreens(document, window.location, preload)), [location, preload]);
}
