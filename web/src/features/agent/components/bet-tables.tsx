// The bet records' tables: one drawing of a page of bets per kind of
// relay, shared by the agent's team betting (/m/teamBetting: each row's member
// and direct agent) and the member's own game record (/m/gameRecord: their
// own rows, a lottery bet opening its detail). The pages' queries, paging and
// states stay each screen's own.
import type { components } from "@platform/sdk";
import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDateTime } from "../../../lib/date.ts";
import { DataTable, type Column } from "../../../ui/data-table/index.ts";
import { Amount } from "./amount.tsx";
import { productLabel } from "./product-label.ts";

type Schemas = components["schemas"];

/** The game categories of the bet records, in the game record page's order, each with its relay. */
const BET_CATEGORIES = ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "LOTT"] as const;
export type BetCategory = (typeof BET_CATEGORIES)[number];
export type ThirdPartyCategory = Exclude<BetCategory, "PVP" | "LOTT">;

/** A lottery bet as both record relays send it (ODSFE2_lottTeamBet's rows, and ODSFE2_lottMemBet's). */
export type LottBet = Schemas["TeamLottOrder"] | Schemas["LotteryOrderRecord"];

const time = (ms: number | null | undefined) => formatDateTime(ms, "--");

/** A bet's result: what it won less what it staked, to the cent. */
const lottResult = (row: Pick<LottBet, "betAmount" | "winAmount">) => Math.round(((row.winAmount ?? 0) - row.betAmount) * 100) / 100;

interface TableOf<Page> {
  /** The table's name (its caption). */
  caption: string;
  found: Page;
  /** The team's view: each row's member (first) and direct agent. */
  team?: boolean;
}

/** The member column of the team's view (its first), else none. */
function memberColumn<Row extends { customerName?: string | null }>(team: boolean, label: string): Column<Row>[] {
  return team ? [{ key: "member", label, cell: (row) => row.customerName ?? "", word: true }] : [];
}

/** Slots, live casino, fishing and settled sports bets: the game (the match on sports), amounts, result and order. */
export function ThirdPartyBetTable({ caption, found, team = false, category }: TableOf<Schemas["ThirdGameOrderPage"]> & { category: ThirdPartyCategory }) {
  const { LL } = useI18nContext();
  type Row = Schemas["ThirdGameOrder"];
  return (
    <DataTable
      caption={caption}
      rows={found.list}
      rowKey={(row) => row.orderNo}
      columns={[
        ...memberColumn<Row>(team, LL.agent.betting.member()),
        { key: "game", label: LL.agent.betting.game(), cell: (row) => (category === "SPORTS" ? (row.eventName ?? row.gameName) : row.gameName) ?? "--" },
        { key: "bet", label: LL.agent.betting.bet(), cell: (row) => <Amount value={row.betAmount} />, numeric: true },
        { key: "valid", label: LL.agent.betting.valid(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
        { key: "payout", label: LL.agent.betting.payout(), cell: (row) => <Amount value={row.winAmount} />, numeric: true },
        { key: "pnl", label: LL.agent.betting.pnl(), cell: (row) => <Amount value={row.profitAndLoss} signed />, numeric: true },
        { key: "time", label: LL.agent.betting.time(), cell: (row) => time(row.betTimeInTimestamp) },
        ...(team ? [{ key: "agent", label: LL.agent.betting.directAgent(), cell: (row: Row) => row.directAgentName ?? "--", word: true }] : []),
        { key: "order", label: LL.agent.betting.order(), cell: (row) => row.orderNo, word: true },
      ]}
      footer={{
        label: LL.agent.report.total(),
        cells: {
          bet: <Amount value={found.footer?.betAmount ?? 0} />,
          valid: <Amount value={found.footer?.validBetAmount ?? 0} />,
          payout: <Amount value={found.footer?.winAmount ?? 0} />,
          pnl: <Amount value={found.footer?.profitAndLoss ?? 0} signed />,
        },
      }}
    />
  );
}

/** Card games: each hand's money at the start and the end, valid bet and result. */
export function PvpBetTable({ caption, found, team = false }: TableOf<Schemas["PvpGameOrderPage"]>) {
  const { LL, locale } = useI18nContext();
  return (
    <DataTable
      caption={caption}
      rows={found.list}
      rowKey={(row) => row.orderNo ?? `${row.customerName}-${row.betTimeInTimestamp}`}
      columns={[
        ...memberColumn<Schemas["PvpGameOrder"]>(team, LL.agent.betting.member()),
        { key: "game", label: LL.agent.betting.game(), cell: (row) => row.nodeName ?? (locale === "cn" ? row.gameNameCN : row.gameNameEN) ?? "--" },
        { key: "start", label: LL.agent.betting.start(), cell: (row) => <Amount value={row.startMoney} />, numeric: true },
        { key: "end", label: LL.agent.betting.end(), cell: (row) => <Amount value={row.endMoney} />, numeric: true },
        { key: "valid", label: LL.agent.betting.valid(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
        { key: "pnl", label: LL.agent.betting.pnl(), cell: (row) => <Amount value={row.profitAndLoss} signed />, numeric: true },
        { key: "time", label: LL.agent.betting.time(), cell: (row) => time(row.betTimeInTimestamp) },
      ]}
      footer={{
        label: LL.agent.report.total(),
        cells: { valid: <Amount value={found.footer?.validBetAmount ?? 0} />, pnl: <Amount value={found.footer?.profitAndLoss ?? 0} signed /> },
      }}
    />
  );
}

/**
 * The lottery: each order's game, draw, stake, valid bet, payout and result, its time and number. The team's view
 * adds each member and their direct agent; the member's own `game` cell may be a way into the bet's detail
 * and `status` says where the bet stands (a draw still awaited).
 */
export function LottBetTable<Page extends { list: readonly LottBet[]; footer?: { betAmount?: number; validBetAmount?: number; winAmount?: number } }>({
  caption,
  found,
  team = false,
  game,
  status,
}: TableOf<Page> & { game?: (row: Page["list"][number]) => ReactNode; status?: (row: Page["list"][number]) => ReactNode }) {
  const { LL } = useI18nContext();
  type Row = Page["list"][number];
  const columns: Column<Row>[] = [
    ...memberColumn<Row>(team, LL.agent.betting.member()),
    { key: "game", label: LL.agent.betting.game(), cell: (row) => game?.(row) ?? row.gameName ?? row.gameCode },
    { key: "draw", label: LL.agent.betting.draw(), cell: (row) => row.numero ?? "--" },
    { key: "bet", label: LL.agent.betting.bet(), cell: (row) => <Amount value={row.betAmount} />, numeric: true },
    { key: "valid", label: LL.agent.betting.valid(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
    { key: "payout", label: LL.agent.betting.payout(), cell: (row) => <Amount value={row.winAmount} />, numeric: true },
    { key: "pnl", label: LL.agent.betting.pnl(), cell: (row) => <Amount value={lottResult(row)} signed />, numeric: true },
    ...(status ? [{ key: "status", label: LL.agent.columns.status(), cell: status }] : []),
    { key: "time", label: LL.agent.betting.time(), cell: (row) => time(row.betTimeInTimestamp) },
    ...(team ? [{ key: "agent", label: LL.agent.betting.directAgent(), cell: (row: Row) => row.directAgentName ?? "--", word: true }] : []),
    { key: "order", label: LL.agent.betting.order(), cell: (row) => row.abbrOrderNo ?? String(row.orderDetailId) },
  ];
  return (
    <DataTable
      caption={caption}
      rows={found.list}
      rowKey={(row) => row.orderDetailId}
      columns={columns}
      footer={{
        label: LL.agent.report.total(),
        cells: { bet: <Amount value={found.footer?.betAmount ?? 0} />, valid: <Amount value={found.footer?.validBetAmount ?? 0} />, payout: <Amount value={found.footer?.winAmount ?? 0} /> },
      }}
    />
  );
}

/** The category chips over the bet records: one pressed at a time. */
export function BetCategoryChips({ current, onChoose }: { current: BetCategory; onChoose: (category: BetCategory) => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="agent-chips" role="group" aria-label={LL.agent.betting.category()}>
      {BET_CATEGORIES.map((name) => (
        <button key={name} type="button" className={`chip${current === name ? " chip--on" : ""}`} aria-pressed={current === name} onClick={() => onChoose(name)}>
          {productLabel(LL, name)}
        </button>
      ))}
    </div>
  );
}
