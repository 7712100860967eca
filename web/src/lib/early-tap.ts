// A prerendered page (web/prerender-shell.ts) shows its header's buttons
// before the app's script has run: the globe, back, search, customer service,
// download; and the buttons of its screen's first picture: the member bar's
// More, the balance card's hide and refresh, Log out (which asks first), the
// game list's back, provider, search and tabs. A tap on one of them then did
// nothing, about a second on slow 4G (noticed in issue 17's notes). The page's
// inline loader records the last such tap on <html>; once the app has drawn its
// first screen it taps the same button of the live page, if the tap is recent.
// Links need none of this: they are plain <a> and work before the app.

/** Set on <html> once the app has drawn (or hydrated) its first screen: the page answers taps from then on. */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/**
 * Set on <html> when React starts hydrating the prerendered page: from then
 * on React itself replays a tap on markup it has not hydrated yet, so the
 * loader stops recording (else the tap would run twice).
 */
export const APP_HYDRATING_ATTRIBUTE = "data-app-hydrating";

/** On a button of the frame, its name; on <html>, the name of the button last tapped before the app was ready. */
const EARLY_TAP_ATTRIBUTE = "data-early-tap";

/** On <html>, when that tap was (Date.now()). */
const EARLY_TAP_AT_ATTRIBUTE = "data-early-tap-at";

/**
 * The oldest tap still replayed. Browsers let a page open a tab for about
 * 5 s after a tap (Chrome's transient activation), which customer service
 * needs; a tap older than that is no longer what the member is waiting for.
 */
export const EARLY_TAP_MAX_AGE_MS = 5_000;

export type EarlyTapName =
  | "back"
  | "search"
  | "customer-service"
  | "preferences"
  | "download"
  | "member-more"
  | "balance-hide"
  | "balance-refresh"
  | "logout"
  | "games-back"
  | "games-filter"
  | "games-search"
  | `games-tab-${string}`;

/** Spread on a frame button whose early tap is replayed. */
export function earlyTap(name: EarlyTapName): { [EARLY_TAP_ATTRIBUTE]: EarlyTapName } {
  return { [EARLY_TAP_ATTRIBUTE]: name };
}

/**
 * The recorder, part of the pages' inline loader (one text in every page, one
 * CSP hash): a click in the capture phase on a `[data-early-tap]` element,
 * while the app is neither ready nor hydrating, is written on <html>.
 */
export const EARLY_TAP_RECORDER =
  "var root=document.documentElement;" +
  'document.addEventListener("click",function(e){' +
  `if(root.hasAttribute("${APP_READY_ATTRIBUTE}")||root.hasAttribute("${APP_HYDRATING_ATTRIBUTE}"))return;` +
  `var t=e.target,b=t&&t.closest?t.closest("[${EARLY_TAP_ATTRIBUTE}]"):null;` +
  `if(b){root.setAttribute("${EARLY_TAP_ATTRIBUTE}",b.getAttribute("${EARLY_TAP_ATTRIBUTE}")||"");root.setAttribute("${EARLY_TAP_AT_ATTRIBUTE}",String(Date.now()))}` +
  "},true);";

/**
 * Taps the live page's button named by the recorded early tap, once: the
 * record is removed whether or not it is replayed. A tap older than
 * EARLY_TAP_MAX_AGE_MS, or whose button the first screen does not have (or
 * has disabled), is dropped. Returns the name replayed.
 */
export function replayEarlyTap(document: Document, now: number): string | undefined {
  const root = document.documentElement;
  const name = root.getAttribute(EARLY_TAP_ATTRIBUTE);
  const at = Number(root.getAttribute(EARLY_TAP_AT_ATTRIBUTE));
  root.removeAttribute(EARLY_TAP_ATTRIBUTE);
  root.removeAttribute(EARLY_TAP_AT_ATTRIBUTE);
  if (!name || !Number.isFinite(at) || now - at > EARLY_TAP_MAX_AGE_MS || now < at) return undefined;
  const button = Array.from(document.querySelectorAll<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`)).find(
    (element) => element.getAttribute(EARLY_TAP_ATTRIBUTE) === name && element.closest("#app-shell") === null && !(element as HTMLButtonElement).disabled,
  );
  if (!button) return undefined;
  button.click();
  return name;
}
