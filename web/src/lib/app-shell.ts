import { useLayoutEffect, type ErrorInfo } from "react";

// "One way to put a screen on the page": the build renders,
// with React, the app's first render at each page's path into that page's #root
// (web/prerender-shell.ts, src/prerender.tsx): home into index.html, every
// other route into its own page, in each language, and on the member centre and
// deposit for a member too (the page's script picks the member's before first
// paint and marks #root with `data-prerender-role="member"`). app/render-app.tsx
// starts from it, once the screen's code and texts are in:
// - hydrate: the page was drawn at this path, in this language, for this role
//   — the client's first render is that same markup (lib/hydration.ts), so React
//   takes it over as it is: nothing redrawn, nothing shifts, and a tap made
//   while it hydrates is replayed by React itself;
// - render: any other case (home's aliases that redirect, a member on a page
//   drawn for a visitor, another language the page has no frame of): a fresh
//   root renders the app in a transition and replaces the frame at its first
//   commit — the frame stays on screen until then, never a blank frame between.

export type PrerenderStart = "hydrate" | "render" | "none";

/** Set on #root by the page's script when it shows a member's frame (web/index.html). */
export const PRERENDER_ROLE_ATTRIBUTE = "data-prerender-role";

/** How to start from #root: hydrate its prerendered markup, render over it, or nothing prerendered. */
export function prerenderStart(root: HTMLElement, { path, locale, member }: { path: string; locale: string; member: boolean }): PrerenderStart {
  if (!root.getAttribute("data-prerender") || !root.hasChildNodes()) return "none";
  const role = root.getAttribute(PRERENDER_ROLE_ATTRIBUTE) === "member" ? "member" : "visitor";
  const matches = root.getAttribute("data-path") === path && root.getAttribute("data-lang") === locale && role === (member ? "member" : "visitor");
  return matches ? "hydrate" : "render";
}

/**
 * React's recoverable errors (a hydration mismatch among them: React then
 * redraws the part on the client) go the app's error path, the console, in
 * every build — never silent. The browser tests fail on any.
 */
export function reportRecoverableError(error: unknown, info: Pick<ErrorInfo, "componentStack">): void {
  console.error("recoverable render error (hydration)", error, info.componentStack ?? "");
}

/**
 * Set on <html> as React starts hydrating the page: from then on React itself replays a tap on a part it has
 * not hydrated yet. Before it, a prerendered button answers nothing (no script holds it), so it takes no
 * taps at all (base.css): a tap goes to nothing rather than to a button that then does nothing, and a
 * browser test's click waits, as Playwright waits for an element that receives events.
 */
export const APP_HYDRATING_ATTRIBUTE = "data-app-hydrating";

/** Set on <html> once the app has drawn (or hydrated) its first screen or a status page. */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** Called by the first screen's (or a status page's) commit: marks the page ready (the browser tests wait for it). */
export function useAppReady(): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  }, []);
}
