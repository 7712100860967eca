import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from "@tanstack/react-query";

/**
 * prefetchQuery for a query a screen on the way out may be showing (the balance, shown by the member centre and by
 * deposit): the query is observed from here until its answer is in. React Query cancels a fetch that reads its abort
 * signal, and drops its answer, when the query's last observer goes while it is on its way; the screen that showed
 * it unmounts in the commit that mounts the next, which then finds no answer and asks again (member centre →
 * Deposit: the balance asked at the press was asked a second time once deposit was drawn).
 */
export function prefetchHeld<TData, TError>(queryClient: QueryClient, options: QueryObserverOptions<TData, TError, TData, TData, QueryKey>): void {
  const observer = new QueryObserver(queryClient, options);
  // Subscribing asks, as prefetchQuery would: only when there is no fresh answer. With nothing asked, it lets go at once.
  const release = observer.subscribe((result) => {
    if (result.fetchStatus === "idle") release();
  });
  if (observer.getCurrentResult().fetchStatus === "idle") release();
}
