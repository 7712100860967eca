import { useId, useState } from "react";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { transactions, type TransactionType } from "../api/get-transactions.ts";
import { AgentColumn } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { ReportState } from "../components/report-state.tsx";
import { Pager } from "../components/pager.tsx";
import { DataTable } from "../../../ui/data-table/index.ts";
import { StatusLabel } from "../components/status-label.tsx";
import { StatTiles } from "../components/stat-tiles.tsx";
import { formatDateTime } from "../../../lib/date.ts";
import { useReportFilters } from "../components/use-report-filters.ts";

const transactionTypes: readonly TransactionType[] = [
  "DEPOSIT",
  "WITHDRAW",
  "TRANSFER_IN",
  "TRANSFER_OUT",
  "BONUS",
  "REBATE",
  "SALARY",
  "DIVIDEND",
  "ADJUSTMENT",
];

const statusTone = { SUCCESS: "good", FAILED: "bad", CANCELLED: "bad" } as const;

/** The type `?types=` names (the agent grid's `A` is all types). */
function typeOfSearch(search: string): TransactionType | undefined {
  const named = new URLSearchParams(search).get("types");
  return transactionTypes.find((type) => type === named);
}

/**
 * /m/transaction/record?types=A: the member's (or agent's) own records, all
 * types (A) or one (`?types=WITHDRAW`: where an unconfirmed withdrawal is
 * looked up, issue 29), for a date range, paged. The member's own page as
 * much as the agent grid's: it keeps the member frame (footer menu), not the
 * agent footer (issue 34, app/routes/route-table.ts).
 */
export default function TransactionRecordScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("thisMonth");
  const search = useSearch();
  const [type, setType] = useState<TransactionType | undefined>(() => typeOfSearch(search));
  const records = useApiQuery(transactions, { range: filters.range, type: type, pageNo: filters.page });
  const typeId = useId();

  return (
    <AgentColumn label={LL.titles.transactionRecord()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <div className="agent-filter">
        <label className="agent-filter__field" htmlFor={typeId}>
          {LL.agent.report.type()}
          <select
            id={typeId}
            className="agent-input"
            value={type ?? ""}
            onChange={(event) => {
              setType((event.target.value || undefined) as TransactionType | undefined);
              filters.resetPage();
            }}
          >
            <option value="">{LL.agent.report.allTypes()}</option>
            {transactionTypes.map((name) => (
              <option key={name} value={name}>
                {LL.agent.transactionTypes[name]()}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReportState query={records} rows={6}>
        {(page) => (
          <>
            {page.footer ? (
              <StatTiles
                label={LL.agent.report.total()}
                stats={[
                  { label: LL.agent.columns.totalIn(), value: <Amount value={page.footer.totalIn} /> },
                  { label: LL.agent.columns.totalOut(), value: <Amount value={page.footer.totalOut} /> },
                ]}
              />
            ) : null}
            <DataTable
              caption={LL.titles.transactionRecord()}
              rows={page.list}
              rowKey={(row) => row.transactionId}
              columns={[
                { key: "time", label: LL.agent.columns.time(), cell: (row) => formatDateTime(row.createdTime, "--") },
                { key: "type", label: LL.agent.columns.type(), cell: (row) => LL.agent.transactionTypes[row.type]() },
                { key: "amount", label: LL.agent.columns.amount(), cell: (row) => <Amount value={row.amount} signed />, numeric: true },
                {
                  key: "status",
                  label: LL.agent.columns.status(),
                  cell: (row) => (
                    <StatusLabel
                      text={(LL.agent.recordStatus as Record<string, () => string>)[row.status]?.() ?? row.status}
                      tone={(statusTone as Record<string, "good" | "bad">)[row.status]}
                    />
                  ),
                },
                { key: "after", label: LL.agent.columns.balanceAfter(), cell: (row) => <Amount value={row.balanceAfter} />, numeric: true },
                { key: "remark", label: LL.agent.columns.remark(), cell: (row) => row.remark ?? "" },
              ]}
            />
            <Pager page={filters.page} totalPages={page.totalPages ?? 1} busy={records.isFetching} onPage={filters.setPage} />
          </>
        )}
      </ReportState>
    </AgentColumn>
  );
}
