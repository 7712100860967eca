import type { ReactNode } from "react";
import { FailureNotice } from "./failure-notice.tsx";
import type { QueryLike } from "./query-like.ts";

export interface DataStateProps<T> {
  /** A React Query result (or several joined with combineQueries). */
  query: QueryLike<T>;
  /** The shape of the content, shown at once while the first answer is on its way. */
  skeleton: ReactNode;
  /** Whether an answer holds nothing to show; then `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (spec §8 texts: 'no hot games', 'no data'…). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The fault pattern of every data-driven view: a skeleton while loading, the
 * content, an empty state when the answer holds nothing, and, apart from
 * empty, a failure: one translated message with Try again. A failed refetch
 * keeps the content already shown. The query's own options refetch it on
 * reconnect and window focus (lib/query-client.ts).
 */
export function DataState<T>({ query, skeleton, isEmpty, empty = null, children }: DataStateProps<T>) {
  if (query.data !== undefined) return isEmpty?.(query.data) ? empty : children(query.data);
  if (query.isPending) return skeleton;
  return <FailureNotice error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
}
