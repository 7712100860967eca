import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton, type QueryLike } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";

/** An agent report's list (the fault pattern): skeleton rows while loading, the reports' one 'no data' when its list is empty, else the list. */
export function ReportState<T extends { list: readonly unknown[] }>({
  query,
  rows,
  children,
}: {
  query: QueryLike<T>;
  /** How many skeleton rows stand in for the list. */
  rows: number;
  children: (data: T) => ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <DataState
      query={query}
      skeleton={<Skeleton shape="rows" count={rows} />}
      isEmpty={(data) => data.list.length === 0}
      empty={<EmptyState text={LL.agent.report.empty()} />}
    >
      {children}
    </DataState>
  );
}
