// A lazily loaded part of a screen (or a screen) whose code is fetched when
// it is first drawn. On a phone the network drops and comes back: a fetch
// that fails just then (seen in the browser tests: the first requests after
// the `online` event still fail) must not leave the part broken until a
// reload. The import is tried again after IMPORT_RETRY_DELAYS_MS, once the
// browser says it is online; only then does the failure reach the part's
// error boundary.
import { lazy } from "react";
import { pause } from "./timing.ts";

/** Waits before each new try of a failed import; as many tries as delays. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/** Vite's preload helper rejects with this when a chunk's stylesheet failed to load. */
const FAILED_STYLESHEET = /^Unable to preload CSS for (\S+)/;

async function waitToRetry(delayMs: number): Promise<void> {
  await pause(delayMs);
  if (!navigator.onLine) await new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

/**
 * The stylesheet link a failed preload left in the page goes, so the next try
 * loads it again (the helper takes a link already there as loaded). The
 * inlined pages' disabled links (web/prerender-shell.ts) are never touched.
 */
function dropFailedStylesheet(error: unknown): void {
  const href = error instanceof Error ? FAILED_STYLESHEET.exec(error.message)?.[1] : undefined;
  if (!href) return;
  const path = new URL(href, window.location.href).pathname;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')) {
    if (new URL(link.href, window.location.href).pathname === path) link.remove();
  }
}

/** `load()`, tried again after each of `delays` (online) while it fails; its last failure is returned. */
export function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = IMPORT_RETRY_DELAYS_MS): Promise<T> {
  return load().catch(async (error: unknown) => {
    const [delay, ...later] = delays;
    if (delay === undefined) throw error;
    await waitToRetry(delay);
    dropFailedStylesheet(error);
    return retryImport(load, later);
  });
}

/** React.lazy with retryImport: the one way the app loads a part of itself later. */
export const lazyPart: typeof lazy = (load) => lazy(() => retryImport(load));
