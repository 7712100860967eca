import { useId } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useLastKnownAt } from "../../lib/last-known.ts";
import { balanceText } from "../../lib/money.ts";
import { paths } from "../../lib/routes.ts";
import { gate, useSession } from "../../shared/session/index.ts";
import { commonStore, toggleHideBalance } from "../../stores/common.ts";
import { EyeIcon, EyeOffIcon, RefreshIcon } from "../../ui/icons.tsx";
import { LastKnownNote } from "../../ui/last-known-note.tsx";
import { useApiQuery } from "../../lib/api-query.ts";
import { MEMBER_INFO_PATH, memberInfo } from "./api/get-member-info.ts";
import { HistoryLinks, type HistoryKind } from "./history-links.tsx";
import "./balance.css";

/** A trial account's mark beside its balance, to the trial page that says what play money is. */
function TrialBadge() {
  const { LL } = useI18nContext();
  return (
    <Link href={paths.trial} className="balance__trial" aria-label={LL.balance.trialBadgeLabel()}>
      {LL.balance.trialBadge()}
    </Link>
  );
}

/**
 * Spec §4 "Balance display": ￥ with 2 decimals, asterisks when hidden, masked
 * while refreshing. `card` is the member centre's (and the deposit page's)
 * large display with its label shown, and, one tap away, the history
 * `history` names (the member centre's every movement and bet, the
 * deposit page's deposits); `bar` the header's compact one. A
 * balance that is not the current one (the worker's copy offline, or a
 * refresh that failed) is muted and says 'Last known, as of …'. The bar's
 * figure is a link to the transaction records for whoever may see them. A
 * trial account's balance is play money, and says so: a Trial badge, 'Play
 * money balance' for its label, and on the card what play money cannot do.
 */
export function Balance({ variant = "bar", history = "all" }: { variant?: "bar" | "card"; history?: HistoryKind }) {
  const { LL } = useI18nContext();
  const { role, session } = useSession();
  const trial = role === "trial";
  const { hideBalance } = useSnapshot(commonStore);
  const member = useApiQuery(memberInfo);
  const lastKnownAt = useLastKnownAt(MEMBER_INFO_PATH, member);
  const noteId = useId();
  const refreshing = member.isFetching;
  const text = balanceText(member.data?.sumBalance, {
    hidden: hideBalance,
    refreshing,
    symbol: member.data?.currencySymbol,
  });
  const note = lastKnownAt && !refreshing ? <LastKnownNote at={lastKnownAt} id={noteId} className="balance__last-known" compact={variant === "bar"} /> : null;

  const label = trial ? LL.balance.playMoneyLabel() : LL.balance.label();
  const figureLinks = variant === "bar" && gate("records", session) === "allow";
  const figure = (
    <>
      <output className="balance__amount" aria-label={label} aria-busy={refreshing} aria-describedby={note ? noteId : undefined}>
        {text}
      </output>
      {note}
    </>
  );

  const display = (
    <div className={`balance balance--${variant}${note ? " balance--last-known" : ""}${trial ? " balance--trial" : ""}`}>
      {/* The amount is named "Balance" (a trial's "Play money balance") for assistive technology; the card's visible label is not read a second time. */}
      {variant === "card" ? (
        <span className="balance__label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      {trial ? <TrialBadge /> : null}
      {figureLinks ? (
        // The header's figure is the way to the transaction records (history one tap from the balance).
        <Link href={paths.transactionRecord} className="balance__figure balance__figure--link">
          {figure}
          <span className="visually-hidden">{LL.balance.transactions()}</span>
        </Link>
      ) : (
        <span className="balance__figure">{figure}</span>
      )}
      <button
        type="button"
        className="balance__action"
        aria-label={hideBalance ? LL.balance.show() : LL.balance.hide()}
        aria-pressed={hideBalance}
        onClick={toggleHideBalance}
      >
        {hideBalance ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button
        type="button"
        className={`balance__action${refreshing ? " balance__action--spinning" : ""}`}
        aria-label={LL.balance.refresh()}
        disabled={refreshing}
        onClick={() => void member.refetch()}
      >
        <RefreshIcon />
      </button>
    </div>
  );
  if (variant === "bar") return display;
  return (
    <div className="balance-card">
      {display}
      {trial ? <p className="balance-card__note">{LL.balance.playMoneyNote()}</p> : <HistoryLinks kind={history} />}
    </div>
  );
}
