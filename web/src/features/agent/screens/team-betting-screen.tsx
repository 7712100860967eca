import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { teamFishBets, teamLiveBets, teamLottBets, teamPvpBets, teamRngBets, teamSportsBets } from "../api/get-team-bets.ts";
import type { DateRange } from "../api/api-types.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { BetCategoryChips, LottBetTable, PvpBetTable, ThirdPartyBetTable, type BetCategory, type ThirdPartyCategory } from "../components/bet-tables.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { Pager } from "../components/pager.tsx";
import { productLabel } from "../components/product-label.ts";
import { ReportState } from "../components/report-state.tsx";
import { useReportFilters } from "../components/use-report-filters.ts";

interface Shown {
  range: DateRange;
  page: number;
  onPage: (page: number) => void;
}

/** A third-party category's bets: the member, their direct agent, the game (the match on sports), amounts and result. */
function ThirdPartyBets({ category, range, page, onPage }: Shown & { category: ThirdPartyCategory }) {
  const { LL } = useI18nContext();
  const definition = { RNG: teamRngBets, LIVE: teamLiveBets, FISH: teamFishBets, SPORTS: teamSportsBets }[category];
  const bets = useApiQuery(definition, { range, page });
  return (
    <ReportState query={bets} rows={6}>
      {(found) => (
        <>
          <ThirdPartyBetTable caption={`${LL.titles.teamBetting()}: ${productLabel(LL, category)}`} found={found} category={category} team />
          <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
        </>
      )}
    </ReportState>
  );
}

/** Card games: each hand's money at the start and the end, valid bet and result. */
function PvpBets({ range, page, onPage }: Shown) {
  const { LL } = useI18nContext();
  const bets = useApiQuery(teamPvpBets, { range, page });
  return (
    <ReportState query={bets} rows={6}>
      {(found) => (
        <>
          <PvpBetTable caption={`${LL.titles.teamBetting()}: ${productLabel(LL, "PVP")}`} found={found} team />
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
          <LottBetTable caption={`${LL.titles.teamBetting()}: ${productLabel(LL, "LOTT")}`} found={found} team />
          <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
        </>
      )}
    </ReportState>
  );
}

/**
 * /m/teamBetting: the team's bets of one game category for a range of the platform's days, a page at a
 * time (the ODSFE2_*Orders relays asked for the team's view, and ODSFE2_lottTeamBet), with the totals.
 * Its tables are the member's game record's too (components/bet-tables.tsx), with the team's columns.
 */
export default function TeamBettingScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("today");
  const [category, setCategory] = useState<BetCategory>("RNG");
  const shown = { range: filters.range, page: filters.page, onPage: filters.setPage };
  const choose = (next: BetCategory) => {
    setCategory(next);
    filters.resetPage();
  };

  return (
    <AgentPage label={LL.titles.teamBetting()}>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      <BetCategoryChips current={category} onChoose={choose} />
      {category === "PVP" ? <PvpBets {...shown} /> : category === "LOTT" ? <LottBets {...shown} /> : <ThirdPartyBets category={category} {...shown} />}
    </AgentPage>
  );
}
