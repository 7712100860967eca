// The fault pattern for data-driven views (CONTRIBUTING.md "Data screens").
export { DataState } from "./data-state.tsx";
export { FailureNotice } from "./failure-notice.tsx";
export { Skeleton } from "./skeleton.tsx";
export { combineQueries, selectData } from "./query-like.ts";
export type { QueryLike } from "./query-like.ts";
