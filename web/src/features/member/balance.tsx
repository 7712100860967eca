import { useSnapshot } from "valtio";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { balanceText } from "../../lib/money.ts";
import { commonStore, toggleHideBalance } from "../../stores/common.ts";
import { EyeIcon, EyeOffIcon, RefreshIcon } from "../../ui/icons.tsx";
import { useMemberInfo } from "./api/get-member-info.ts";
import "./balance.css";

/** Spec §4 "Balance display": ￥ with 2 decimals, asterisks when hidden, masked while refreshing. */
export function Balance() {
  const { LL } = useI18nContext();
  const { hideBalance } = useSnapshot(commonStore);
  const member = useMemberInfo();
  const refreshing = member.isFetching;
  const text = balanceText(member.data?.sumBalance, {
    hidden: hideBalance,
    refreshing,
    symbol: member.data?.currencySymbol,
  });

  return (
    <div className="balance">
      {/* The amount is named "Balance" for assistive technology; no hidden label beside it (it read twice, and a clipped box at 320 px). */}
      <output className="balance__amount" aria-label={LL.balance.label()} aria-busy={refreshing}>
        {text}
      </output>
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
}
