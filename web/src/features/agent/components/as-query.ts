import type { UseQueryResult } from "@tanstack/react-query";
import type { QueryLike } from "../../../ui/data-state/index.ts";

/** A React Query result as the fault pattern's QueryLike with its answer's type kept (combineQueries infers it). */
export function asQuery<T>(query: UseQueryResult<T>): QueryLike<T> {
  return query;
}
