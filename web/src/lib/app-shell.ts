import { useLayoutEffect, type ErrorInfo } from "react";
import { APP_READY_ATTRIBUTE, replayEarlyTap } from "./early-tap.ts";

// Issue 17: the build prerenders, with React, home's first frame into
// index.html's #root and every other route's frame into its own page
// (web/prerender-shell.ts). app/render-app.tsx starts from it one of two ways:
// - hydrate: home, for a visitor, in the language the frame was drawn in —
//   the client's first render is that same markup (lib/hydration.ts), so React
//   takes it over as it is: nothing redrawn, nothing shifts, its buttons work
//   from then on. (The theme lives in CSS variables on <html>: one markup fits both.)
// - overlay: any other case (a member, another language, a route's frame,
//   home's aliases that redirect): the frame is lifted into a fixed layer
//   (#app-shell) over the app, and goes when the app has drawn its first
//   screen or a status page — never earlier (a blank frame), never left behind.

export type PrerenderStart = "hydrate" | "overlay" | "none";

/** How to start from #root: hydrate its prerendered markup, lift it into an overlay, or nothing prerendered. */
export function prerenderStart(root: HTMLElement, { path, locale, member, homePath }: { path: string; locale: string; member: boolean; homePath: string }): PrerenderStart {
  const kind = root.getAttribute("data-prerender");
  if (!kind || !root.hasChildNodes()) return "none";
  if (kind === "home" && path === homePath && root.getAttribute("data-lang") === locale && !member) return "hydrate";
  return "overlay";
}

/** Moves #root's prerendered frame into a fixed layer over it (removed by removeAppShell). */
export function liftIntoOverlay(root: HTMLElement): void {
  const shell = document.createElement("div");
  shell.id = "app-shell";
  shell.className = "app-shell";
  shell.setAttribute("aria-hidden", "true");
  shell.append(...Array.from(root.childNodes));
  root.removeAttribute("data-prerender");
  root.before(shell);
}

/**
 * React's recoverable errors (a hydration mismatch among them: React then
 * redraws the part on the client) go the app's error path, the console, in
 * every build — never silent. The browser tests fail on any.
 */
export function reportRecoverableError(error: unknown, info: Pick<ErrorInfo, "componentStack">): void {
  console.error("recoverable render error (hydration)", error, info.componentStack ?? "");
}

/** Removes the prerendered overlay, if the page still has it. */
export function removeAppShell(): void {
  document.getElementById("app-shell")?.remove();
}

/** The longest the overlay may stay if no screen ever commits (a failed chunk, a hung start). */
export const APP_SHELL_MAX_MS = 10_000;

/**
 * Called by the first screen's commit: removes the overlay in the same frame
 * (layout effect: no blank frame between), marks the page ready, and then
 * replays a header tap made before the app could answer it (lib/early-tap.ts).
 */
export function useRemoveAppShell(): void {
  useLayoutEffect(() => {
    removeAppShell();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    // After this commit's effects: the button's handlers are attached by then.
    const replay = setTimeout(() => replayEarlyTap(document, Date.now()), 0);
    return () => clearTimeout(replay);
  }, []);
}
