import { useId } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { earlyTap } from "../../lib/early-tap.ts";
import { useLastKnownAt } from "../../lib/last-known.ts";
import { balanceText } from "../../lib/money.ts";
import { commonStore, toggleHideBalance } from "../../stores/common.ts";
import { EyeIcon, EyeOffIcon, RefreshIcon } from "../../ui/icons.tsx";
import { LastKnownNote } from "../../ui/last-known-note.tsx";
import { useApiQuery } from "../../lib/api-query.ts";
import { MEMBER_INFO_PATH, memberInfo } from "./api/get-member-info.ts";
import "./balance.css";

/**
 * Spec §4 "Balance display": ￥ with 2 decimals, asterisks when hidden, masked
 * while refreshing. `card` is the member centre's (and the agent centre's)
 * large display with its label shown; `bar` the header's compact one. Issue
 * 29: a balance that is not the current one (the worker's copy offline, or a
 * refresh that failed) is muted and says 'Last known, as of …'.
 */
export function Balance({ variant = "bar" }: { variant?: "bar" | "card" }) {
  const { LL } = useI18nContext();
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

  return (
    <div className={`balance balance--${variant}${note ? " balance--last-known" : ""}`}>
      {/* The amount is named "Balance" for assistive technology; the card's visible label is not read a second time. */}
      {variant === "card" ? (
        <span className="balance__label" aria-hidden="true">
          {LL.balance.label()}
        </span>
      ) : null}
      <span className="balance__figure">
        <output className="balance__amount" aria-label={LL.balance.label()} aria-busy={refreshing} aria-describedby={note ? noteId : undefined}>
          {text}
        </output>
        {note}
      </span>
      <button
        type="button"
        className="balance__action"
        aria-label={hideBalance ? LL.balance.show() : LL.balance.hide()}
        aria-pressed={hideBalance}
        onClick={toggleHideBalance}
        {...earlyTap("balance-hide")}
      >
        {hideBalance ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button
        type="button"
        className={`balance__action${refreshing ? " balance__action--spinning" : ""}`}
        aria-label={LL.balance.refresh()}
        disabled={refreshing}
        onClick={() => void member.refetch()}
        {...earlyTap("balance-refresh")}
      >
        <RefreshIcon />
      </button>
    </div>
  );
}
