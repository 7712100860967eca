// The moment the first route's screen commits, as a User Timing
// mark. `npm run bench` counts the scripts asked for before it as that
// route's first-paint JavaScript, and those asked for after it (the service
// worker, pop-ups, below-the-fold parts) as loaded after first paint.

export const FIRST_SCREEN_MARK = "app:first-screen";

/** Marks the first screen's commit, once per page load. */
export function markFirstScreen(): void {
  if (typeof performance === "undefined" || typeof performance.mark !== "function") return;
  if (performance.getEntriesByName(FIRST_SCREEN_MARK).length > 0) return;
  performance.mark(FIRST_SCREEN_MARK);
}
