import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { formatDate } from "../../../lib/date.ts";
import { formatMoney } from "../../../lib/money.ts";
import { GiftIcon } from "../../../ui/icons.tsx";
import { claimCallOf, rewardAction, rewardLabel } from "../reward-status.ts";
import type { ClaimableReward } from "../reward-types.ts";

export interface RewardCardProps {
  reward: ClaimableReward;
  busy: boolean;
  /** The failure of this item's last claim, shown under it with the server's reason. */
  error?: unknown;
  onClaim: (reward: ClaimableReward) => void;
  /** What an unconfirmed claim shows under the item (issue 29: checking, or still unknown). */
  notice?: ReactNode;
  /** No action while a claim is still unknown: never a blind retry. */
  hideAction?: boolean;
}

/** One reward: title, amount, dates, and its status label on the button (enabled only for claim and join). */
export function RewardCard({ reward, busy, error, onClaim, notice, hideAction = false }: RewardCardProps) {
  const { LL } = useI18nContext();
  const label = rewardLabel(reward);
  const action = rewardAction(label);
  const canAct = action !== null && claimCallOf(reward) !== null;
  const title = reward.title ?? LL.rewards.types[reward.promotionType]();
  const errorId = `reward-error-${reward.rewardId}`;
  return (
    <li className={`reward-card${canAct ? "" : " reward-card--done"}`}>
      <div className="icon-tile" aria-hidden="true">
        <GiftIcon />
      </div>
      <div className="reward-card__body">
        <h3 className="reward-card__title">{title}</h3>
        {reward.amount !== undefined ? <p className="reward-card__amount">{formatMoney(reward.amount)}</p> : null}
        <p className="reward-card__meta">{reward.expiryDate ? LL.rewards.centre.expires({ date: formatDate(reward.expiryDate) }) : LL.rewards.centre.noExpiry()}</p>
        {reward.remark ? <p className="reward-card__remark">{reward.remark}</p> : null}
        {error !== undefined ? (
          <p className="reward-card__error" id={errorId} role="alert">
            {failureText(LL, error)}
          </p>
        ) : null}
        {notice}
      </div>
      {hideAction ? null : (
        <button
          type="button"
          className={`button button--small ${canAct ? "button--primary" : "button--ghost"} reward-card__action`}
          disabled={!canAct || busy}
          aria-busy={busy}
          aria-label={canAct ? (action === "join" ? LL.rewards.centre.joinAction({ title }) : LL.rewards.centre.claimAction({ title })) : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          onClick={() => onClaim(reward)}
        >
          {LL.activityStatus[label]()}
        </button>
      )}
    </li>
  );
}
