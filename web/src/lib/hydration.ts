import { useSyncExternalStore } from "react";

// Issue 17 "hydrate, don't overlay": home's first frame is rendered by React at
// build time (web/prerender-shell.ts) and hydrated by main.tsx. A hydrating
// render must produce exactly that markup, so what the build could not know
// (answers already in the query cache, the cached system status, the device,
// storage) is read only once hydration is over: useHydrating() says when.

const noSubscription = () => () => undefined;

/**
 * True on the server (the build's prerender) and while React hydrates its
 * markup; false in every other render. React re-renders the caller with
 * false as soon as the hydrating commit is done.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

let prerendered = false;

/** The page started from a prerendered frame (the build's prerender, or main.tsx hydrating it). */
export function markPrerenderedStart(): void {
  prerendered = true;
}

/**
 * Whether the page started from a prerendered frame: the system gate then
 * keeps that frame (its skeletons) while the status loads, instead of a splash.
 */
export function startedFromPrerender(): boolean {
  return prerendered;
}

/**
 * A query as the prerender saw it (no answer yet) while hydrating; the live
 * query otherwise. Read React Query results of the first frame through it.
 */
export function useAsPrerendered<Q extends object>(query: Q): Q {
  const hydrating = useHydrating();
  if (!hydrating) return query;
  return { ...query, data: undefined, error: null, isPending: true, isError: false, isSuccess: false, status: "pending" } as Q;
}
