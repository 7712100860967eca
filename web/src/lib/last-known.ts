// "Balances are never stale": the page's side of the service
// worker's mark (service-worker/cached-at.ts). The app's fetch notes, per API
// path, whether its latest answer came from the worker's cache (offline) and
// when that copy was fetched; a view that shows a balance asks
// `useLastKnownAt(path, query)` and, when it gets a time, shows the figure as
// the last known one with that time (ui/last-known-note.tsx), never as the
// balance. A refetch that failed while an earlier answer is still shown
// (no worker, or nothing cached) counts too: the figure is as old as that
// answer.
import { useSyncExternalStore } from "react";
import { cachedAtOf } from "../service-worker/cached-at.ts";

/** API path → when the copy its latest answer came from was fetched (ms); only paths whose latest answer was a cached copy. */
const marks = new Map<string, number>();
const listeners = new Set<() => void>();

function pathOf(input: RequestInfo | URL): string | null {
  try {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, "http://localhost").pathname;
  } catch {
    return null;
  }
}

/** Notes whether this answer to `input` came from the worker's cache (its mark) or fresh from the network. */
export function noteAnswer(input: RequestInfo | URL, response: Pick<Response, "headers">): void {
  const path = pathOf(input);
  if (path === null) return;
  const cachedAt = cachedAtOf(response)?.getTime();
  if (cachedAt === marks.get(path)) return;
  if (cachedAt === undefined) marks.delete(path);
  else marks.set(path, cachedAt);
  for (const listener of listeners) listener();
}

/** The app's fetch, noting every answer (app/api-client.ts gives it to the SDK). */
export function noteAnswers(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    noteAnswer(input, response);
    return response;
  };
}

/** Forgets every mark: a session's end (shared/session/end-member-session.ts), whose answers they described, goes with them. */
export function forgetAnswerMarks(): void {
  marks.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What of a React Query result the hook reads. */
export interface ShownAnswer {
  readonly data: unknown;
  /** The last refetch failed and the earlier data is still shown. */
  readonly isRefetchError: boolean;
  readonly dataUpdatedAt: number;
}

/**
 * When the figure a view shows from `query` (the answer of GET `path`) was
 * last known to be true, or null when it is the current one: the worker
 * answered a cached copy (its fetch time), or the last refetch failed and the
 * earlier answer is still shown (that answer's time). Nothing shown, nothing
 * to mark.
 */
export function useLastKnownAt(path: string, query: ShownAnswer): Date | null {
  const cachedAt = useSyncExternalStore(subscribe, () => marks.get(path), () => undefined);
  if (query.data === undefined) return null;
  if (cachedAt !== undefined) return new Date(cachedAt);
  return query.isRefetchError && query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt) : null;
}
