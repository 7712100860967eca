// The member's VIP progress as GET MCSFE_getPlayerRankProgress
// gives it (the level by name, this month's and the total turnover, each
// actual against expected) with the next level's name from the level table:
// "VIP3 → VIP4", the total turnover towards it, and this month's turnover
// with the retention rule (spec §4: missing it drops one level).
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { DataState } from "../../../ui/data-state/index.ts";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { vipProgress } from "../api/get-vip-progress.ts";
import { useVipTable } from "../use-vip-table.ts";
import { levelBelow } from "../vip-levels.ts";
import { progressView, type TurnoverBar } from "../vip-progress.ts";
import { CrownIcon } from "./vip-icons.tsx";
import "./vip-progress.css";

function Turnover({ term, label, bar, money }: { term: string; label: string; bar: TurnoverBar; money: (amount: number) => string }) {
  const { LL } = useI18nContext();
  return (
    <div className="vip-progress__turnover">
      <p className="vip-progress__row">
        <span className="vip-progress__term">{term}</span>
        <span className="vip-progress__figures">{LL.vip.progress.figures({ actual: money(bar.actual), expected: money(bar.expected) })}</span>
      </p>
      <div className="vip-progress__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={bar.percent}>
        <span className="vip-progress__fill" style={{ width: `${bar.percent}%` }} />
      </div>
    </div>
  );
}

/**
 * A line's text held behind a grey block while its figure loads: the text sets the block's size (it wraps where
 * the answer's would) but is never painted. Painted in a transparent colour, it was still text on screen, and the
 * browser took it for the member centre's largest paint: the page "painted its content" before any answer came.
 */
function GhostText({ text }: { text: string }) {
  return (
    <span className="vip-progress__ghost-text">
      <span className="vip-progress__ghost-glyphs">{text}</span>
    </span>
  );
}

/** A stand-in figure while the progress loads: a typical amount's width, so a row wraps where an answer's would. */
const PLACEHOLDER_AMOUNT = 888_888.88;

/**
 * The card's loading picture: the card's own lines (the level, each turnover's row and bar, the notes) with
 * their text hidden behind grey blocks, so that it takes the answered card's height and nothing under it moves
 * when the progress comes (a hydrated page keeps this picture's boxes; three skeleton rows grew
 * into the taller card, the member centre's largest layout shift).
 */
function VipProgressLoading({ benefitsLink }: { benefitsLink: boolean }) {
  const { LL } = useI18nContext();
  const amount = formatMoney(PLACEHOLDER_AMOUNT);
  const figures = LL.vip.progress.figures({ actual: amount, expected: amount });
  const line = (className: string, text: string, Tag: "p" | "span" = "p") => (
    <Tag className={`${className} vip-progress__ghost`}>
      <GhostText text={text} />
    </Tag>
  );
  return (
    <div className="vip-progress__loading" role="status" aria-label={LL.common.loading()} aria-busy="true">
      <div className="vip-progress__head" aria-hidden="true">
        {line("vip-progress__level", LL.vip.progress.path({ current: "VIP0", next: "VIP0" }))}
        {benefitsLink ? line("vip-progress__link", LL.vip.progress.benefits(), "span") : null}
      </div>
      {[LL.vip.progress.total(), LL.vip.progress.monthly()].map((term, index) => (
        <div key={term} className="vip-progress__turnover-loading" aria-hidden="true">
          <div className="vip-progress__turnover">
            <p className="vip-progress__row">
              <span className="vip-progress__term vip-progress__ghost">
                <GhostText text={term} />
              </span>
              <span className="vip-progress__figures vip-progress__ghost">
                <GhostText text={figures} />
              </span>
            </p>
            <div className="vip-progress__bar" />
          </div>
          {line("vip-progress__note", index === 0 ? LL.vip.progress.toNext({ amount, level: "VIP0" }) : LL.vip.progress.kept({ level: "VIP0" }))}
        </div>
      ))}
    </div>
  );
}

/** The card; `benefitsLink` adds the way to /m/member/benefits (member centre, VIP club page). */
export function VipProgressCard({ symbol, benefitsLink = false }: { symbol?: string; benefitsLink?: boolean }) {
  const { LL } = useI18nContext();
  const query = useApiQuery(vipProgress);
  // The next level's name: shown once the table is in; the progress does not wait for it.
  const tableQuery = useVipTable();
  const table = tableQuery.data;
  const money = (amount: number) => formatMoney(amount, symbol);
  return (
    <section className="vip-progress" aria-label={LL.vip.progress.heading()}>
      <DataState query={query} skeleton={<VipProgressLoading benefitsLink={benefitsLink} />}>
        {(progress) => {
          const view = progressView(progress, table);
          const { total, monthly } = view;
          const next = view.nextName;
          const lower = table ? levelBelow(table, view.rankName) : null;
          return (
            <>
              <div className="vip-progress__head">
                <p className="vip-progress__level">
                  <CrownIcon />
                  {next ? LL.vip.progress.path({ current: view.rankName, next }) : next === null ? LL.vip.progress.top({ current: view.rankName }) : view.rankName}
                </p>
                {benefitsLink ? (
                  <Link href={paths.benefits} className="vip-progress__link">
                    {LL.vip.progress.benefits()}
                    <ChevronRightIcon />
                  </Link>
                ) : null}
              </div>
              <Turnover term={LL.vip.progress.total()} label={next ? LL.vip.progress.totalBar({ level: next }) : LL.vip.progress.total()} bar={total} money={money} />
              <p className="vip-progress__note">
                {next === null
                  ? LL.vip.progress.topLevel()
                  : total.reached
                    ? next
                      ? LL.vip.progress.reachedNext({ level: next })
                      : LL.vip.progress.reachedNextLevel()
                    : next
                      ? LL.vip.progress.toNext({ amount: money(total.remaining), level: next })
                      : LL.vip.progress.toNextLevel({ amount: money(total.remaining) })}
              </p>
              <Turnover term={LL.vip.progress.monthly()} label={LL.vip.progress.monthly()} bar={monthly} money={money} />
              {view.keepAsked ? (
                <p className={`vip-progress__note${monthly.reached ? "" : " vip-progress__note--warn"}`}>
                  {monthly.reached
                    ? LL.vip.progress.kept({ level: view.rankName })
                    : `${LL.vip.progress.keep({ amount: money(monthly.remaining), level: view.rankName })} ${lower ? LL.vip.progress.dropTo({ level: lower }) : LL.vip.progress.dropOut()}`}
                </p>
              ) : tableQuery.isPending && monthly.expected > 0 ? (
                // The keep note's line while the table that says whether the level asks it is on its way: the card
                // keeps its height when the note comes (the note missing, then shown, moved the page under the card).
                <p className="vip-progress__note vip-progress__ghost" aria-hidden="true">
                  <GhostText text={LL.vip.progress.kept({ level: view.rankName })} />
                </p>
              ) : null}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
