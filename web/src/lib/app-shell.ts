import { useLayoutEffect } from "react";

// Issue 17: home's prerendered shell (#app-shell, web/prerender-shell.ts) is a
// fixed layer over the app. It goes once the app has drawn its first screen or
// a status page — never earlier (a blank frame) and never left behind.

/** Removes the prerendered shell, if the page still has it. */
export function removeAppShell(): void {
  document.getElementById("app-shell")?.remove();
}

/** The longest the shell may stay if no screen ever commits (a failed chunk, a hung start). */
export const APP_SHELL_MAX_MS = 10_000;

/** Removes the shell in the same frame as the caller's first commit (layout effect: no blank frame between). */
export function useRemoveAppShell(): void {
  useLayoutEffect(removeAppShell, []);
}
