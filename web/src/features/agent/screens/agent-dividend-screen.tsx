import { useState } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatMoney } from "../../../lib/money.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { paths } from "../../../lib/routes.ts";
import { useSession } from "../../../shared/session/index.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { dividendPeriods, dividendRecords, usePayOutDividend, type DividendPeriod, type DividendRecord } from "../api/get-dividend.ts";
import { percent } from "../contract-state.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { productName } from "../components/contract-parts.tsx";
import { Pager } from "../components/pager.tsx";
import { StatTiles } from "../components/stat-tiles.tsx";
import { StatusLabel } from "../components/status-label.tsx";

/** One period's figures: when, the team's turnover, net loss and active members, the rate reached and the dividend. */
function Period({ title, period, running }: { title: string; period: DividendPeriod; running: boolean }) {
  const { LL } = useI18nContext();
  return (
    <>
      <p className="agent-card__row">
        <strong>{title}</strong>
        <span className="agent-card__muted">{LL.agent.range.shown({ start: period.startDate, end: period.endDate })}</span>
      </p>
      <StatTiles
        label={title}
        stats={[
          { label: running ? LL.agent.dividend.soFar() : LL.agent.dividend.amount(), value: <Amount value={period.amount} /> },
          { label: LL.agent.dividend.rate(), value: period.contractRate === undefined ? "--" : percent(period.contractRate) },
          { label: LL.agent.dividend.netLoss(), value: <Amount value={period.netLoss} /> },
          { label: LL.agent.dividend.activeMembers(), value: period.activeMember ?? "--" },
        ]}
      />
      {period.betAmount === undefined ? null : <p className="agent-card__muted">{LL.agent.dividend.turnoverOf({ amount: formatMoney(period.betAmount) })}</p>}
    </>
  );
}

/**
 * A settled dividend: whose, which period, the rate and the amount; a
 * downline's still to pay is distributed by the agent from its balance
 * (confirmed first, through the money path: one request per intent, an
 * unconfirmed one read back from the records).
 */
function DividendRow({ record, own }: { record: DividendRecord; own: boolean }) {
  const { LL } = useI18nContext();
  const payOut = usePayOutDividend();
  const [error, setError] = useState<unknown>();
  const payable = !own && record.status === "PENDING";
  const distribute = async () => {
    const sure = await openDialog({
      message: LL.agent.dividend.confirmDistribute({ amount: formatMoney(record.amount), name: record.customerName }),
      confirmText: LL.agent.dividend.distribute(),
      cancelText: LL.common.cancel(),
    });
    if (!sure) return;
    setError(undefined);
    payOut.submit(record.id).then(
      () => toast.success(LL.agent.dividend.distributed({ name: record.customerName })),
      (failure: unknown) => setError(failure),
    );
  };
  return (
    <li className="contract-history__item">
      <div className="agent-card__row">
        <span>
          <strong>{own ? LL.agent.dividend.mine() : record.customerName}</strong> · {productName(LL, record.productType)}
        </span>
        <StatusLabel text={LL.agent.payoutStatus[record.status]()} tone={record.status === "PAID" ? "good" : undefined} />
      </div>
      <div className="agent-card__row">
        <span className="agent-card__muted">
          {record.startDate && record.endDate ? LL.agent.range.shown({ start: record.startDate, end: record.endDate }) : ""}
          {record.contractRate === undefined ? "" : ` · ${percent(record.contractRate)}`}
        </span>
        <Amount value={record.amount} />
      </div>
      {payable && payOut.phase !== "unknown" && payOut.phase !== "checking" ? (
        <button type="button" className="button button--primary button--small" disabled={payOut.locked} onClick={() => void distribute()}>
          {payOut.locked ? <Spinner size="small" /> : null}
          {LL.agent.dividend.distribute()}
        </button>
      ) : null}
      <MoneyCallNotice phase={payOut.phase} what="dividendPayout" onRecheck={payOut.recheck} />
      <FormAlert text={error === undefined || payOut.locked ? undefined : failureText(LL, error)} />
    </li>
  );
}

/**
 * /m/member/agent/agentDivident (the agent footer's dividend tab): the
 * running and the previous dividend periods, and the settled dividends, the
 * agent's own and its downlines', which the agent distributes.
 */
export default function AgentDividendScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const periods = useApiQuery(dividendPeriods);
  const [page, setPage] = useState(1);
  const records = useApiQuery(dividendRecords, page);

  return (
    <AgentPage label={LL.titles.agentDividend()}>
      <section className="agent-card" aria-labelledby="dividend-current">
        <h2 id="dividend-current" className="agent-card__title">
          {LL.agent.dividend.periods()}
        </h2>
        <DataState
          query={periods}
          skeleton={<Skeleton shape="tiles" count={4} />}
          isEmpty={(value) => value.current === null && value.previous === null}
          empty={<EmptyState text={LL.agent.dividend.noPeriod()} />}
        >
          {(value) => (
            <>
              {value.current ? <Period title={LL.agent.dividend.current()} period={value.current} running /> : null}
              {value.previous ? <Period title={LL.agent.dividend.previous()} period={value.previous} running={false} /> : null}
            </>
          )}
        </DataState>
        <Link href={paths.dividendContract} className="button button--ghost button--small">
          {LL.agent.dividend.contractLink()}
        </Link>
      </section>
      <section className="agent-card" aria-labelledby="dividend-records">
        <h2 id="dividend-records" className="agent-card__title">
          {LL.agent.dividend.records()}
        </h2>
        <DataState
          query={records}
          skeleton={<Skeleton shape="rows" count={3} />}
          isEmpty={(value) => value.list.length === 0}
          empty={<EmptyState text={LL.agent.dividend.noRecords()} />}
        >
          {(value) => (
            <>
              <ul className="agent-list">
                {value.list.map((record) => (
                  <DividendRow key={record.id} record={record} own={record.customerName === session?.userName} />
                ))}
              </ul>
              <Pager page={page} totalPages={value.totalPages} busy={records.isFetching} onPage={setPage} />
            </>
          )}
        </DataState>
      </section>
    </AgentPage>
  );
}
