import { useState } from "react";
import { Link } from "wouter";
import { codeOf } from "../../../i18n/language.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { paths } from "../../../lib/routes.ts";
import {
  AgentColumn,
  BetCategoryChips,
  DateRangePicker,
  LottBetTable,
  Pager,
  productLabel,
  PvpBetTable,
  ReportState,
  ThirdPartyBetTable,
  useReportFilters,
  type BetCategory,
  type DateRange,
  type LottBet,
  type ThirdPartyCategory,
} from "../../agent/index.ts";
import { ownFishBets, ownLiveBets, ownLottBets, ownPvpBets, ownRngBets, ownSportsBets } from "../api/get-own-bets.ts";
import { LotteryDetailSheet } from "../components/lottery-detail-sheet.tsx";
import { lottStatus } from "../lottery-status.ts";
import "../records.css";

interface Shown {
  range: DateRange;
  page: number;
  onPage: (page: number) => void;
  /** The caption of the category's table. */
  caption: string;
}

/** A third-party category's own bets: the game (the match on sports), amounts, result, time and order. */
function ThirdPartyBets({ category, range, page, onPage, caption }: Shown & { category: ThirdPartyCategory }) {
  const { LL, locale } = useI18nContext();
  const definition = { RNG: ownRngBets, LIVE: ownLiveBets, FISH: ownFishBets, SPORTS: ownSportsBets }[category];
  const bets = useApiQuery(definition, { range, page, language: codeOf(locale) });
  return (
    <>
      {category === "SPORTS" ? <p className="records-note">{LL.records.sportsSettled()}</p> : null}
      <ReportState query={bets} rows={6}>
        {(found) => (
          <>
            <ThirdPartyBetTable caption={caption} found={found} category={category} />
            <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
          </>
        )}
      </ReportState>
    </>
  );
}

/** Card game hands: money at the start and the end, valid bet, result. */
function PvpBets({ range, page, onPage, caption }: Shown) {
  const { locale } = useI18nContext();
  const bets = useApiQuery(ownPvpBets, { range, page, language: codeOf(locale) });
  return (
    <ReportState query={bets} rows={6}>
      {(found) => (
        <>
          <PvpBetTable caption={caption} found={found} />
          <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
        </>
      )}
    </ReportState>
  );
}

/** The lottery: each bet's game (a tap opens its detail, or its chase), draw, money, where it stands, time and order. */
function LottBets({ range, page, onPage, caption }: Shown) {
  const { LL, locale } = useI18nContext();
  const bets = useApiQuery(ownLottBets, { range, page, language: codeOf(locale) });
  const [opened, setOpened] = useState<LottBet | null>(null);
  return (
    <>
      <ReportState query={bets} rows={6}>
        {(found) => (
          <>
            <LottBetTable
              caption={caption}
              found={found}
              game={(row) => (
                // The name starts with the visible game name (WCAG 2.5.3) and says which order it opens.
                <button
                  type="button"
                  className="records-open"
                  aria-label={`${row.gameName ?? row.gameCode}, ${LL.records.detail.open({ order: row.abbrOrderNo ?? String(row.orderDetailId) })}`}
                  onClick={() => setOpened(row)}
                >
                  {row.gameName ?? row.gameCode}
                </button>
              )}
              status={(row) => {
                const status = lottStatus(row);
                return <span className={`records-status records-status--${status}`}>{LL.records.status[status]()}</span>;
              }}
            />
            <Pager page={page} totalPages={found.totalPages} busy={bets.isFetching} onPage={onPage} />
          </>
        )}
      </ReportState>
      {opened ? <LotteryDetailSheet bet={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

/**
 * /m/gameRecord: the member's own bets, as the member centre's game record shows them (GRPAGE):
 * a game category at a time (slots, live casino, fishing, poker, settled sports, lottery), for a range of the
 * platform's days (today first), a page at a time with the range's totals; a lottery bet opens its detail
 * (or its chase). The tables are the team betting page's, without its member and agent columns. The
 * transaction records are one tap away.
 */
export default function GameRecordScreen() {
  const { LL } = useI18nContext();
  const filters = useReportFilters("today");
  const [category, setCategory] = useState<BetCategory>("RNG");
  const choose = (next: BetCategory) => {
    setCategory(next);
    filters.resetPage();
  };
  const shown: Shown = { range: filters.range, page: filters.page, onPage: filters.setPage, caption: `${LL.titles.gameRecord()}: ${productLabel(LL, category)}` };

  return (
    <AgentColumn label={LL.titles.gameRecord()}>
      <Link href={paths.transactionRecord} className="report-switch">
        {LL.balance.transactions()}
      </Link>
      <BetCategoryChips current={category} onChoose={choose} />
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
      {category === "PVP" ? <PvpBets key={category} {...shown} /> : category === "LOTT" ? <LottBets key={category} {...shown} /> : <ThirdPartyBets key={category} category={category} {...shown} />}
    </AgentColumn>
  );
}
