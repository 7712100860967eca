import { useState, type ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { checkImage, safeImageSrc } from "../../../lib/url-gate.ts";
import { GiftIcon, TrophyIcon, WalletIcon } from "../../../ui/icons.tsx";
import { formatPoints } from "../../../lib/money.ts";
import { redeemState, type CategoryKey } from "../points-rules.ts";
import type { PointReward } from "../reward-types.ts";

const categoryIcon: Record<CategoryKey, ReactNode> = {
  ALL: <GiftIcon />,
  discount_exchange: <WalletIcon />,
  domestic_services: <TrophyIcon />,
  gift_redemption: <GiftIcon />,
};

/**
 * The server's picture of the reward (square), lazily loaded; its category's
 * icon when there is none, the URL gate refuses it or it fails to load.
 */
function RewardArt({ reward, icon }: { reward: PointReward; icon: ReactNode }) {
  const [broken, setBroken] = useState(false);
  if (broken || !checkImage(reward.imageUrl).ok) return icon;
  return <img className="point-reward__image" src={safeImageSrc(reward.imageUrl)} alt="" width={300} height={300} loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}

/**
 * A reward of the mall: its category, its price in points and, by the rules,
 * Redeem or why not; no Redeem is taken while a points call is unconfirmed
 * (`locked`). `category` is the reward's category as the mall names it.
 */
export function PointRewardCard({
  reward,
  points,
  category,
  onRedeem,
  locked = false,
}: {
  reward: PointReward;
  points: number;
  category: { key: CategoryKey | undefined; label: string };
  onRedeem: (reward: PointReward) => void;
  locked?: boolean;
}) {
  const { LL } = useI18nContext();
  const state = redeemState(reward, points);
  const blocked =
    state.kind === "soldOut" ? LL.rewards.mall.soldOut() : state.kind === "limitReached" ? LL.rewards.mall.limitReached() : state.kind === "tooLow" ? LL.rewards.mall.tooLow() : undefined;
  return (
    <li className={`point-reward point-reward--${category.key ?? "other"}`}>
      <div className="point-reward__art" aria-hidden="true">
        <RewardArt key={reward.imageUrl ?? ""} reward={reward} icon={categoryIcon[category.key ?? "ALL"]} />
        <span className="point-reward__type">{category.label}</span>
      </div>
      <h3 className="point-reward__name">{reward.name}</h3>
      {reward.description ? <p className="point-reward__text">{reward.description}</p> : null}
      <p className="point-reward__price">{LL.rewards.mall.pointsShort({ points: formatPoints(reward.pointPrice) })}</p>
      {reward.stock != null && reward.stock > 0 ? <p className="point-reward__text">{LL.rewards.mall.stock({ count: reward.stock })}</p> : null}
      {state.kind === "tooLow" ? <p className="point-reward__hint">{LL.rewards.mall.tooLowHint({ missing: formatPoints(state.missing) })}</p> : null}
      {blocked === undefined ? (
        <button
          type="button"
          className="button button--primary button--small"
          aria-label={LL.rewards.mall.redeemAction({ name: reward.name })}
          disabled={locked}
          onClick={() => onRedeem(reward)}
        >
          {LL.rewards.mall.redeem()}
        </button>
      ) : (
        <button type="button" className="button button--ghost button--small" disabled>
          {blocked}
        </button>
      )}
    </li>
  );
}
