import type { components } from "@platform/sdk";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { teamFishBets, teamLiveBets, teamLottBets, teamPvpBets, teamRngBets, teamSportsBets } from "../api/get-team-bets.ts";
import type { DateRange } from "../api/api-types.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { Pager } from "../components/pager.tsx";
import { productLabel } from "../components/product-label.ts";
import { ReportState } from "../components/report-state.tsx";
import { useReportFilters } from "../components/use-report-filters.ts";

type Schemas = components["schemas"];

/** The game categories of /m/teamBetting, in the game record page's order, each with its relay. */
const CATEGORIES = ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "LOTT"] as const;
type Category = (typeof CATEGORIES)[number];

interface Shown {
  range: DateRange;
  page: number;
  onPage: (page: number) => void;
}

const time = (ms: number | null | undefined) => formatDateTime(ms, "--");

/** A third-party category's bets: the member, their direct agent, the game (the match on sports), amounts and result. */
function ThirdPartyBets({ category, range, page, onPage }: Shown & { category: "RNG" | "LIVE" | "FISH" | "SPORTS" }) {
  const { LL } = useI18nContext();
  const definition = { RNG: teamRngBets, LIVE: teamLiveBets, FISH: teamFishBets, SPORTS: teamSportsBets }[category];
  const bets = useApiQuery(definition, { range, page });
  return (
    <ReportState query={bets} rows={6}>
      {(found: Schemas["ThirdGameOrderPage"]) => (
        <>
          <DataTable
            caption={`${LL.titles.teamBetting()}: ${productLabel(LL, category)}`}
            rows={found.list}
            rowKey={(row) => row.orderNo}
            columns={[
              { key: "member", label: LL.agent.betting.member(), cell: (row) => row.customerName, word: true },
              { key: "game", label: LL.agent.betting.game(), cell: (row) => (category === "SPORTS" ? (row.eventName ?? row.gameName) : row.gameName) ?? "--" },
              { key: "bet", label: LL.agent.betting.bet(), cell: (row) => <Amount value={row.betAmount} />, numeric: true },
              { key: "valid", label: LL.agent.betting.valid(), cell: (row) => <Amount value={row.validBetAmount} />, numeric: true },
              { key: "payout", label: LL.agent.betting.payout(), cell: (row) => <Amount value={row.winAmount} />, numeric: true },
              { key: "pnl", label: LL.agent.betting.pnl(), cell: (row) => <Amount value={row.profitAndLoss} signed />, numeric: true },
              { key: "time", label: LL.agent.betting.time(), cell: (row) => time(row.betTimeInTimestamp) },
              { key: "agent", label: LL.agent.betting.directAgent(), cell: (row) => row.directAgentName ?? "--", word: true },
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
          <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
        </>
      )}
    </ReportState>
  );
}

/** Card games: each hand's money at the start and the end, valid bet and result. */
function PvpBets({ range, page, onPage }: Shown) {
  const { LL, locale } = useI18nContext();
  const bets = useApiQuery(teamPvpBets, { range, page });
  return (
    <ReportState query={bets} rows={6}>
      {(found) => (
        <>
          <DataTable
            caption={`${LL.titles.teamBetting()}: ${productLabel(LL, "PVP")}`}
            rows={found.list}
            rowKey={(row) => row.orderNo ?? `${row.customerName}-${row.betTimeInTimestamp}`}
            columns={[
              { key: "member", label: LL.agent.betting.member(), cell: (row) => row.customerName, word: true },
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
          <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
        </>
      )}
    </ReportState>
  );
}

/** The lottery: each order's game, draw, stake, payout and its member's direct agent. */
function LottBets({ range, page, onPage }: Shown) {
  const { LL } = useI18nContext();
  const bets = useApiQuery(teamLottBets, { range, page });
  return (
    <ReportState query={bets} rows={6}>
      {(found) => (
        <>
          <DataTable
            caption={`${LL.titles.teamBetting()}: ${productLabel(LL, "LOTT")}`}
            rows={found.list}
            rowKey={(row) => row.orderDetailId}
            columns={[
              { key: "member", label: LL.agent.betting.member(), cell: (row) => row.customerName, word: true },
              { key: "game", label: LL.agent.betting.game(), cell: (row) => row.gameName ?? row.gameCode },
              { key: "draw", label: LL.agent.betting.draw(), cell: (row) => row.numero ?? "--" },
              { key: "bet", label: LL.agent.betting.bet(), cell: (row) => <Amount value={row.betAmount} />, numeric: true },
              { key: "payout", label: LL.agent.betting.payout(), cell: (row) => <Amount value={row.winAmount} />, numeric: true },
              { key: "pnl", label: LL.agent.betting.pnl(), cell: (row) => <Amount value={Math.round((row.winAmount - row.betAmount) * 100) / 100} signed />, numeric: true },
              { key: "time", label: LL.agent.betting.time(), cell: (row) => time(row.betTimeInTimestamp) },
              { key: "agent", label: LL.agent.betting.directAgent(), cell: (row) => row.directAgentName ?? "--", word: true },
              { key: "order", label: LL.agent.betting.order(), cell: (row) => row.abbrOrderNo },
            ]}
            footer={{
              label: LL.agent.report.total(),
              cells: { bet: <Amount value={found.footer?.betAmount ?? 0} />, payout: <Amount value={found.footer?.winAmount ?? 0} /> },
            }}
          />
          <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
        </>
      )}
    </ReportState>
  );
}

/**
 * /m/teamBetting: the team's bets of one game category for a range of the platform's days, a page at a
 * time (the ODSFE2_*Orders relays asked for the team's view, and ODSFE2_lottTeamBet), with the totals.
 */
export default function TeamBettingScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("today");
  const [category, setCategory] = useState<Category>("RNG");
  const shown = { range: filters.range, page: filters.page, onPage: filters.setPage };
  const choose = (next: Category) => {
    setCategory(next);
    filters.resetPage();
  };

  return (
    <AgentPage label={LL.titles.teamBetting()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <div className="agent-chips" role="group" aria-label={LL.agent.betting.category()}>
        {CATEGORIES.map((name) => (
          <button key={name} type="button" className={`chip${category === name ? " chip--on" : ""}`} aria-pressed={category === name} onClick={() => choose(name)}>
            {productLabel(LL, name)}
          </button>
        ))}
      </div>
      {category === "PVP" ? <PvpBets {...shown} /> : category === "LOTT" ? <LottBets {...shown} /> : <ThirdPartyBets category={category} {...shown} />}
    </AgentPage>
  );
}
