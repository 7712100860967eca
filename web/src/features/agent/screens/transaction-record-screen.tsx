import { useId, useState } from "react";
import { useSnapshot } from "valtio";
import { Link, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { TRANSACTION_CODE_TYPES, transactions, type TransactionCodeType } from "../api/get-transactions.ts";
import { AgentColumn } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { Pager } from "../components/pager.tsx";
import { ReportState } from "../components/report-state.tsx";
import { useReportFilters } from "../components/use-report-filters.ts";

/** The records' older kinds (`?types=`, as older links name them) by the code the page filters by. */
const CODE_OF_OLD_TYPE: Readonly<Record<string, TransactionCodeType>> = {
  DEPOSIT: "deposit",
  WITHDRAW: "withdraw",
  BONUS: "dividend",
  REBATE: "betting_rebate",
  SALARY: "daily_wage",
  DIVIDEND: "share_bonus",
};

/** The kind `?codeTypes=` (or an older link's `?types=`) names: where an unconfirmed money call is looked up. */
function codeTypeOfSearch(search: URLSearchParams): TransactionCodeType | undefined {
  const named = search.get("codeTypes") ?? CODE_OF_OLD_TYPE[search.get("types")?.toUpperCase() ?? ""];
  return TRANSACTION_CODE_TYPES.find((code) => code === named);
}

/**
 * /m/transaction/record (ODSFE2_MemTransDet, as the member centre's transaction record): the
 * member's own movements of one kind (or all) for a date range, paged, each with its type as the server
 * names it, when, the signed amount, the balance after it, the order number and the remark. The agent
 * grid's `?types=A` is the team view: a team member's movements by name (the agent's own at first, or
 * `?customerName=`), each row saying whose. The member's own page as much as the agent grid's: the member
 * frame (footer menu) as the member's, the agent footer as the grid's team view (lib/routes.ts
 * `agentQuery`, app/frame/frame-rules.ts).
 */
export default function TransactionRecordScreen() {
  const { LL, locale } = useI18nContext();
  const search = new URLSearchParams(useSearch());
  const team = search.get("types")?.toUpperCase() === "A";
  const account = useSnapshot(authStore).session?.userName ?? "";
  const filters = useReportFilters("thisMonth");
  const [codeTypes, setCodeTypes] = useState<TransactionCodeType | undefined>(() => codeTypeOfSearch(search));
  const [member, setMember] = useState(() => (team ? (search.get("customerName") ?? account) : account));
  const [typedMember, setTypedMember] = useState(member);
  const records = useApiQuery(transactions, { range: filters.range, codeTypes, subordinateName: member || account, team, page: filters.page, language: locale.toUpperCase() });
  const typeId = useId();
  const memberId = useId();

  return (
    <AgentColumn label={LL.titles.transactionRecord()}>
      {/* The member's own bets one tap away (the team view is the agent's, whose team bets are elsewhere). */}
      {team ? null : (
        <Link href={paths.gameRecord} className="report-switch">
          {LL.balance.bets()}
        </Link>
      )}
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <div className="agent-filter">
        <label className="agent-filter__field" htmlFor={typeId}>
          {LL.agent.report.type()}
          <select
            id={typeId}
            className="agent-input"
            value={codeTypes ?? ""}
            onChange={(event) => {
              setCodeTypes(TRANSACTION_CODE_TYPES.find((code) => code === event.target.value));
              filters.resetPage();
            }}
          >
            <option value="">{LL.agent.report.allTypes()}</option>
            {TRANSACTION_CODE_TYPES.map((code) => (
              <option key={code} value={code}>
                {LL.agent.transactionTypes[code]()}
              </option>
            ))}
          </select>
        </label>
      </div>
      {team ? (
        <form
          className="agent-filter"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setMember(typedMember.trim());
            filters.resetPage();
          }}
        >
          <label className="agent-filter__field" htmlFor={memberId}>
            {LL.agent.columns.member()}
            <input id={memberId} className="agent-input" value={typedMember} autoComplete="off" onChange={(event) => setTypedMember(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary button--small">
            {LL.agent.range.apply()}
          </button>
        </form>
      ) : null}
      <ReportState query={records} rows={6}>
        {(page) => (
          <>
            <DataTable
              caption={LL.titles.transactionRecord()}
              rows={page.list}
              rowKey={(row) => String(row.txId)}
              columns={[
                { key: "time", label: LL.agent.columns.time(), cell: (row) => formatDateTime(row.txTimeInTimestamp, "--") },
                ...(team ? [{ key: "member", label: LL.agent.columns.member(), cell: (row: (typeof page.list)[number]) => row.customerName ?? "" }] : []),
                { key: "type", label: LL.agent.columns.type(), cell: (row) => row.txTypeName },
                { key: "amount", label: LL.agent.columns.amount(), cell: (row) => <Amount value={row.amount} signed />, numeric: true },
                { key: "after", label: LL.agent.columns.balanceAfter(), cell: (row) => <Amount value={row.currentAvailBalance} />, numeric: true },
                { key: "order", label: LL.agent.transactionRecord.orderNo(), cell: (row) => row.orderNo ?? "" },
                { key: "remark", label: LL.agent.columns.remark(), cell: (row) => row.remark ?? "" },
              ]}
            />
            <Pager page={filters.page} totalPages={page.totalPages} busy={records.isFetching} onPage={filters.setPage} />
          </>
        )}
      </ReportState>
    </AgentColumn>
  );
}
