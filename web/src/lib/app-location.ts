// The header's back arrow on a page opened directly (a shared link,
// a bookmark, a reload of a deep page in a fresh tab) must go to /m/home, not
// back out of the app. window.history.length cannot tell: it counts the pages
// before ours too. So every navigation the app makes records, in the history
// entry's state, how many of the app's own entries lie behind it; an entry
// the app did not make (the first page) has none. A reload keeps the states.
import { useLocation } from "wouter";
import { navigate, usePathname } from "wouter/use-browser-location";
import { paths } from "./routes.ts";

const DEPTH_KEY = "appDepth";

type State = Record<string, unknown>;

function asRecord(state: unknown): State {
  return typeof state === "object" && state !== null && !Array.isArray(state) ? (state as State) : {};
}

/** How many of the app's own history entries lie behind the current one (0 on a page opened directly). */
export function inAppDepth(state: unknown = window.history.state): number {
  const depth = asRecord(state)[DEPTH_KEY];
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** wouter's browser navigation, stamping each entry with its in-app depth (a replaced entry keeps its own). */
export function appNavigate(to: string | URL, { replace = false, state }: { replace?: boolean; state?: unknown } = {}): void {
  const depth = inAppDepth();
  navigate(to, { replace, state: { ...asRecord(state), [DEPTH_KEY]: replace ? depth : depth + 1 } });
}

/** The location hook of the app's Router (app/providers.tsx): the browser's path, navigation through appNavigate. */
export function useAppLocation(): [string, typeof appNavigate] {
  return [usePathname(), appNavigate];
}

/**
 * Back one step, or home when the page was opened directly: never back out of
 * the app. For in-page back buttons (the breadcrumb, a screen that
 * refuses); the header's arrow has its own rules (app/frame/header.tsx).
 */
export function useGoBackInApp(): () => void {
  const [, navigate] = useLocation();
  return () => backInApp(() => navigate(paths.home, { replace: true }));
}

/** The current history entry's state (what a navigation carried: a notice, a prefilled name, a game type). */
export function historyState(): unknown {
  return window.history.state;
}

/** Replace the current history entry's state, keeping its address (a one-time intent taken: lib/login-intent.ts). */
export function replaceHistoryState(state: unknown): void {
  window.history.replaceState(state, "", window.location.href);
}

/** Rewrite the address bar without a navigation, keeping the entry's state (a used one-time code, a consumed query). */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, "", path);
}

/**
 * Back one step when an entry of ours lies behind this one, else `fallback`
 * (never back out of the app). Returns whether it stepped back.
 */
export function backInApp(fallback: () => void): void {
  if (inAppDepth() === 0) fallback();
  else window.history.back();
}
