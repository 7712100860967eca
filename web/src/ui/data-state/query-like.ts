// What DataState reads of a React Query result (UseQueryResult fits), and
// how several queries a view needs together become one.

export interface QueryLike<T> {
  /** The answer, once one arrived (kept through a later failed refetch). */
  readonly data: T | undefined;
  /** The last failure, when the query failed. */
  readonly error: unknown;
  /** No answer and no failure yet. */
  readonly isPending: boolean;
  /** A call is on its way (first load, retry or refetch). */
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/** The same query state with its answer reshaped (what a section shows of a larger answer). */
export function selectData<T, U>(query: QueryLike<T>, select: (data: T) => U): QueryLike<U> {
  return { ...pick(query), data: query.data === undefined ? undefined : select(query.data) };
}

function pick<T>({ data, error, isPending, isFetching, refetch }: QueryLike<T>): QueryLike<T> {
  return { data, error, isPending, isFetching, refetch };
}

// A pending query's `data` is typed `T | undefined`; once complete it is never undefined.
type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries a view shows as one: pending while any has no answer yet,
 * failed when any failed without an answer (one message, not one per query),
 * and a retry that asks again every one still without an answer: the failed
 * ones and any still hanging behind the same message (its call starts over).
 * While failed, only the failed ones' refetch counts as retrying: a call still
 * hanging does not hold the member's Try again.
 */
export function combineQueries<const Q extends readonly QueryLike<unknown>[]>(...queries: Q): QueryLike<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const failed = queries.filter((query) => query.data === undefined && query.error != null);
  const unanswered = queries.filter((query) => query.data === undefined);
  const complete = unanswered.length === 0;
  return {
    data: complete ? (queries.map((query) => query.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    error: failed[0]?.error ?? null,
    isPending: failed.length === 0 && !complete,
    isFetching: (failed.length > 0 ? failed : queries).some((query) => query.isFetching),
    refetch: () => Promise.all(unanswered.map((query) => query.refetch())),
  };
}
