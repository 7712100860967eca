import type { QueryClient } from "@tanstack/react-query";
import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { useFirstAnswersIn } from "./first-answers.ts";
import { afterNextPaint, usePaintedOnce } from "./use-painted-once.ts";

// Every page's first render is rendered by React at build
// time (web/prerender-shell.ts) and hydrated by app/render-app.tsx. A hydrating
// render must produce exactly that markup, so what the build could not know
// (answers already in the query cache — lib/api-query.ts's hooks read them
// through useAsPrerendered —, the cached system status, the device, storage) is
// read only once hydration is over: useHydrating() says when.

const HydratingContext = createContext(false);
/** Outside the app's root (a part rendered on its own) there is no first picture to wait for. */
const SettledContext = createContext(true);

/**
 * Around the app: `hydrating` for the build's prerender and for app/render-app.tsx
 * hydrating its markup, false otherwise. Once the hydrating commit is done the
 * app re-renders live in a transition: React draws the answers already in in
 * slices the browser can paint and take taps between, not in one long task
 * (a store read here made that re-render synchronous: home's TBT went from
 * about 24 ms to 469 ms). The page settles (usePageSettled) once the answers
 * `queryClient` was fetching when it went live are in and drawn.
 */
export function HydrationRoot({ hydrating: initial, queryClient, children }: { hydrating: boolean; queryClient?: QueryClient; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(initial);
  const [settled, setSettled] = useState(false);
  const answered = useFirstAnswersIn(!hydrating, queryClient);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  useEffect(() => {
    if (answered && !settled) return afterNextPaint(() => setSettled(true));
  }, [answered, settled]);
  return createElement(HydratingContext, { value: hydrating }, createElement(SettledContext, { value: settled }, children));
}

/**
 * True in the build's prerender and while React hydrates its markup; false in
 * every other render. The caller re-renders with false once the hydrating
 * commit is done.
 */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/**
 * Issue 48: whether the page has settled, its live picture (after hydration), with the answers it was waiting
 * for then drawn in it (lib/first-answers.ts), painted and shown (afterNextPaint); true from then on, for the
 * whole visit. What the frame draws beside a screen and the screen does not need (the footer's unread-messages
 * dot) asks for its data then. Asked with the hydrating render, the dot's call was on the wire before a data
 * page's largest paint: one more request in line with the first row, which Lighthouse's simulation adds, with
 * every task before it, to that paint.
 */
export function usePageSettled(): boolean {
  return useContext(SettledContext);
}

/**
 * For a decoration's picture (a method's logo, the avatar): asked for after the content drawn with it has been
 * painted, never in the same frame. On the page's first screen, once the page has settled and the caller has been
 * painted and shown, even when that content came after the page's first live picture (deposit's methods, when their
 * answer came after hydration). On a later screen of the visit (the page had settled before the caller mounted),
 * once the caller's first frame has been drawn: asked with it, deposit's three method logos came during the frame
 * of the methods and their pictures were read and laid out before it (member centre → Deposit at 4× CPU, from the
 * tap to the methods painted: a median of 744 ms, 486 ms once they waited for the frame).
 */
export function useDecorationReady(): boolean {
  const settled = usePageSettled();
  const [settledAtMount] = useState(settled);
  const painted = usePaintedOnce(settledAtMount ? "drawn" : "shown");
  return settled && painted;
}

let prerendered = false;

/** The page started from a prerendered frame (the build's prerender, or app/render-app.tsx hydrating it). */
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
  // The build saw every enabled query about to fetch (React Query's optimistic result on a first mount with no
  // data): `isFetching` as it saw it, even when the answer is already here (the page's data starter). React does
  // not patch an attribute that differs while hydrating: the balance kept the prerender's aria-busy="true".
  const enabled = (query as { isEnabled?: boolean }).isEnabled !== false;
  return {
    ...query,
    data: undefined,
    error: null,
    isPending: true,
    isError: false,
    isSuccess: false,
    status: "pending",
    isFetching: enabled,
    isLoading: enabled,
    isRefetching: false,
    fetchStatus: enabled ? "fetching" : "idle",
  } as Q;
}
