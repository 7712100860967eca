import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { Sheet } from "../../../ui/sheet.tsx";
import { Amount, type LottBet } from "../../agent/index.ts";
import { lotteryChaseDetail, lotteryOrderDetail } from "../api/get-lottery-detail.ts";
import { drawnStatus } from "../lottery-status.ts";

/** One line of the detail: a term and what it is. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The gateway's bet (GR chunk Nph3): order number, time, stakes or odds, the drawn numbers, where it stands, the money. */
function OrderDetail({ orderDetailId }: { orderDetailId: number }) {
  const { LL } = useI18nContext();
  const detail = useApiQuery(lotteryOrderDetail, orderDetailId);
  return (
    <DataState query={detail} skeleton={<Skeleton shape="rows" count={5} />}>
      {(bet) => (
        <dl className="bet-detail">
          <Fact term={LL.records.detail.orderNumber()}>{bet.orderNumber ?? "--"}</Fact>
          <Fact term={LL.records.detail.placed()}>{formatDateTime(bet.bettingTime, "--")}</Fact>
          {/* playMenuType 2 plays at odds; the others by stakes (GR chunk Nph3). */}
          {bet.playMenuType === 2 ? <Fact term={LL.records.detail.odds()}>{bet.odds ?? "--"}</Fact> : <Fact term={LL.records.detail.stakes()}>{bet.stakes ?? "--"}</Fact>}
          <Fact term={LL.records.detail.winningNumber()}>{bet.winningNumber || LL.records.detail.notDrawn()}</Fact>
          <Fact term={LL.records.detail.status()}>{LL.records.status[drawnStatus(bet.orderStatus, bet.winningAmount)]()}</Fact>
          <Fact term={LL.records.detail.amount()}>
            <Amount value={bet.bettingSumAmount} />
          </Fact>
          <Fact term={LL.records.detail.won()}>
            <Amount value={bet.winningAmount} />
          </Fact>
        </dl>
      )}
    </DataState>
  );
}

/** The gateway's chase (GR chunk FuOm, hn0U): its order, time, periods done, stop on a win, totals and each period. */
function ChaseDetail({ orderMasterId }: { orderMasterId: number }) {
  const { LL } = useI18nContext();
  const chase = useApiQuery(lotteryChaseDetail, orderMasterId);
  return (
    <DataState query={chase} skeleton={<Skeleton shape="rows" count={5} />}>
      {(found) => {
        const periods = found.orderDetailOrders ?? [];
        const done = periods.filter((period) => period.orderStatus !== 2).length;
        return (
          <>
            <dl className="bet-detail">
              <Fact term={LL.records.detail.orderNumber()}>{found.orderNumber ?? "--"}</Fact>
              <Fact term={LL.records.detail.placed()}>{formatDateTime(found.bettingTime, "--")}</Fact>
              <Fact term={LL.records.detail.periods()}>{LL.records.detail.periodsDone({ done, total: found.totalChasePhases ?? periods.length })}</Fact>
              {found.winningStop ? <Fact term={LL.records.detail.chaseRule()}>{LL.records.detail.stopOnWin()}</Fact> : null}
              <Fact term={LL.records.detail.totalBet()}>
                <Amount value={found.totalBetAmount} />
              </Fact>
              <Fact term={LL.records.detail.won()}>
                <Amount value={found.totalWinAmount} />
              </Fact>
            </dl>
            <DataTable
              caption={LL.records.detail.periods()}
              rows={periods}
              rowKey={(period) => period.orderDetailId ?? period.numero ?? ""}
              columns={[
                { key: "draw", label: LL.records.detail.draw(), cell: (period) => period.numero ?? "--" },
                { key: "bet", label: LL.records.detail.amount(), cell: (period) => <Amount value={period.bettingSumAmount} />, numeric: true },
                { key: "won", label: LL.records.detail.won(), cell: (period) => <Amount value={period.winAmount} />, numeric: true },
                { key: "status", label: LL.records.detail.status(), cell: (period) => LL.records.status[drawnStatus(period.orderStatus, period.winAmount)]() },
              ]}
            />
          </>
        );
      }}
    </DataState>
  );
}

/** A lottery bet of the member's record, opened: its chase (when it is part of one) or its own detail, in a sheet. */
export function LotteryDetailSheet({ bet, onClose }: { bet: LottBet; onClose: () => void }) {
  const { LL } = useI18nContext();
  const chase = bet.chase === true && bet.orderMasterId !== undefined;
  return (
    <Sheet title={`${chase ? LL.records.detail.chaseTitle() : LL.records.detail.title()} · ${bet.gameName ?? bet.gameCode}`} closeLabel={LL.records.detail.close()} onClose={onClose}>
      {chase ? <ChaseDetail orderMasterId={bet.orderMasterId!} /> : <OrderDetail orderDetailId={bet.orderDetailId} />}
    </Sheet>
  );
}
