// Spec §2 /m/mall/mallHome (PTSYS3): the member's points, the rewards with
// their point price, redeem and convert confirmed with the login password
// (encrypted, password-checked calls), a clear message when points are too
// low; the balance follows each redemption. The entry has no session check
// (spec §6), so a visitor is asked to log in here. With PTSYS3 off the screen
// refuses ('coming soon', back) and asks nothing.
import { useState } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDate } from "../../../lib/date.ts";
import { formatMoney } from "../../../lib/money.ts";
import { LOGIN_PATH } from "../../../lib/paths.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useSession } from "../../session/index.ts";
import { usePointBalance } from "../api/get-point-balance.ts";
import { usePointConfig } from "../api/get-point-config.ts";
import { usePointRewards } from "../api/get-point-rewards.ts";
import { useConvertPoints, useRedeemPoints } from "../api/redeem-points.ts";
import { ConvertPointsCard } from "../components/convert-points-card.tsx";
import { FlagGate } from "../components/flag-gate.tsx";
import { PasswordConfirmSheet } from "../components/password-confirm-sheet.tsx";
import { PointRewardCard } from "../components/point-reward-card.tsx";
import { convertAmount, convertBounds, formatPoints } from "../points-rules.ts";
import type { PointReward } from "../reward-types.ts";
import "../rewards.css";

type Confirming = { kind: "redeem"; reward: PointReward } | { kind: "convert"; points: number };

function PointsMall() {
  const { LL } = useI18nContext();
  const balance = usePointBalance();
  const rewards = usePointRewards();
  const config = usePointConfig();
  const redeem = useRedeemPoints();
  const convert = useConvertPoints();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const points = balance.data?.point ?? 0;
  const bounds = balance.data ? convertBounds(config.data, points) : null;

  return (
    <>
      <section className="rewards-hero" aria-label={LL.rewards.mall.balance()}>
        <h2 className="rewards-hero__title">{LL.rewards.mall.balance()}</h2>
        <DataState query={balance} skeleton={<Skeleton shape="rows" count={1} />}>
          {(data) => (
            <>
              <p className="rewards-hero__figure">{LL.rewards.mall.points({ points: formatPoints(data.point) })}</p>
              {data.expiringPoint && data.expiryDate ? (
                <p className="rewards-hero__text">{LL.rewards.mall.expiring({ points: formatPoints(data.expiringPoint), date: formatDate(data.expiryDate) })}</p>
              ) : null}
            </>
          )}
        </DataState>
      </section>
      {bounds ? <ConvertPointsCard bounds={bounds} onConvert={(amount) => setConfirming({ kind: "convert", points: amount })} /> : null}
      <section className="rewards-section" aria-label={LL.rewards.mall.rewards()}>
        <h2 className="rewards-section__title">{LL.rewards.mall.rewards()}</h2>
        <DataState
          query={rewards}
          skeleton={<Skeleton shape="tiles" count={4} />}
          isEmpty={(page) => page.list.length === 0}
          empty={<EmptyState text={LL.rewards.mall.empty()} />}
        >
          {(page) => (
            <ul className="point-rewards">
              {page.list.map((reward) => (
                <PointRewardCard key={reward.rewardId} reward={reward} points={points} onRedeem={(item) => setConfirming({ kind: "redeem", reward: item })} />
              ))}
            </ul>
          )}
        </DataState>
      </section>
      {confirming?.kind === "redeem" ? (
        <PasswordConfirmSheet
          title={LL.rewards.mall.confirmTitle({ name: confirming.reward.name })}
          summary={LL.rewards.mall.confirmText({ points: formatPoints(confirming.reward.pointPrice), after: formatPoints(points - confirming.reward.pointPrice) })}
          confirmLabel={LL.rewards.mall.confirm()}
          submit={(password) => redeem.mutateAsync({ rewardId: confirming.reward.rewardId, quantity: 1, password })}
          onDone={(result) => {
            setConfirming(null);
            toast.success(LL.rewards.mall.redeemed({ points: formatPoints(result.pointBalance) }));
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {confirming?.kind === "convert" && bounds ? (
        <PasswordConfirmSheet
          title={LL.rewards.mall.convertTitle()}
          summary={LL.rewards.mall.convertRate({ points: formatPoints(confirming.points), amount: formatMoney(convertAmount(confirming.points, bounds.pointsPerUnit)) })}
          confirmLabel={LL.rewards.mall.convertAction()}
          submit={(password) => convert.mutateAsync({ points: confirming.points, password })}
          onDone={(result) => {
            setConfirming(null);
            toast.success(LL.rewards.mall.converted({ amount: formatMoney(result.amount) }));
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

export default function PointsMallScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  return (
    <div className="rewards-page">
      <FlagGate flag="PTSYS3">
        {session ? (
          <PointsMall />
        ) : (
          <EmptyState text={LL.rewards.mall.loginFirst()}>
            <Link href={LOGIN_PATH} className="button button--primary">
              {LL.common.login()}
            </Link>
          </EmptyState>
        )}
      </FlagGate>
    </div>
  );
}
