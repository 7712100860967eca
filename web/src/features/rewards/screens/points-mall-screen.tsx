// Spec §2 /m/mall/mallHome (PTSYS3): the member's points, the rewards with
// their point price, redeem and convert confirmed with the login password
// (encrypted, password-checked calls), a clear message when points are too
// low; the balance follows each redemption. Both calls go through the money
// path (issue 29): while one is unconfirmed the mall takes no other, and says
// so in the sheet, or on the page once the sheet is closed. The entry has no session check
// (spec §6), so a visitor is asked to log in here. With PTSYS3 off the screen
// refuses ('coming soon', back) and asks nothing.
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDate } from "../../../lib/date.ts";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import type { MoneyCall } from "../../../lib/money-call/index.ts";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useSession } from "../../../shared/session/index.ts";
import { FlagGate } from "../../../shared/system/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { pointBalance } from "../api/get-point-balance.ts";
import { pointConfig } from "../api/get-point-config.ts";
import { pointRewards } from "../api/get-point-rewards.ts";
import { useConvertPoints, useRedeemPoints } from "../api/redeem-points.ts";
import { ConvertPointsCard } from "../components/convert-points-card.tsx";
import { LoginFirst } from "../components/login-first.tsx";
import { PasswordConfirmSheet } from "../components/password-confirm-sheet.tsx";
import { PointRewardCard } from "../components/point-reward-card.tsx";
import { convertAmount, convertBounds } from "../points-rules.ts";
import type { PointReward } from "../reward-types.ts";
import "../rewards.css";

type Confirming = { kind: "redeem"; reward: PointReward } | { kind: "convert"; points: number };

/** Where a credit of points shows: the member's bonus records. */
const BONUS_RECORDS = `${paths.transactionRecord}?types=BONUS`;

/** A points call's state, on the page while its sheet is closed: checking, still unknown, or not received. */
function PageNotice({ call, what, recordsHref }: { call: Pick<MoneyCall<unknown, unknown>, "phase" | "recheck">; what: "redemption" | "conversion"; recordsHref?: string }) {
  const { LL } = useI18nContext();
  return (
    <>
      <MoneyCallNotice phase={call.phase} what={what} recordsHref={recordsHref} onRecheck={call.recheck} />
      <FormAlert text={call.phase === "notFound" ? LL.money.notReceived() : undefined} />
    </>
  );
}

function PointsMall() {
  const { LL } = useI18nContext();
  const balance = useApiQuery(pointBalance);
  const rewards = useApiQuery(pointRewards);
  const config = useApiQuery(pointConfig);
  const redeem = useRedeemPoints();
  const convert = useConvertPoints();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const points = balance.data?.point ?? 0;
  const bounds = balance.data ? convertBounds(config.data, points) : null;
  // One points call at a time: both spend the same balance.
  const locked = redeem.locked || convert.locked;
  // A cash or bonus reward credits the wallet; a gift is delivered, and has no transaction record.
  const redeemRecords = (reward: PointReward) => (reward.rewardType === "ITEM" ? undefined : BONUS_RECORDS);

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
      {confirming?.kind === "redeem" ? null : <PageNotice call={redeem} what="redemption" />}
      {confirming?.kind === "convert" ? null : <PageNotice call={convert} what="conversion" recordsHref={BONUS_RECORDS} />}
      {bounds ? <ConvertPointsCard bounds={bounds} locked={locked} onConvert={(amount) => setConfirming({ kind: "convert", points: amount })} /> : null}
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
                <PointRewardCard key={reward.rewardId} reward={reward} points={points} locked={locked} onRedeem={(item) => setConfirming({ kind: "redeem", reward: item })} />
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
          submit={(password) => {
            const { reward } = confirming;
            return redeem.submit({ rewardId: reward.rewardId, quantity: 1, pointsUsed: reward.pointPrice, rewardName: reward.name, password }).then((result) => {
              // Told even when the sheet was closed while the call was checked.
              toast.success(LL.rewards.mall.redeemed({ points: formatPoints(result.pointBalance) }));
              return result;
            });
          }}
          onDone={() => setConfirming(null)}
          onClose={() => setConfirming(null)}
          money={{ phase: redeem.phase, locked: redeem.locked, recheck: redeem.recheck, what: "redemption", recordsHref: redeemRecords(confirming.reward) }}
        />
      ) : null}
      {confirming?.kind === "convert" && bounds ? (
        <PasswordConfirmSheet
          title={LL.rewards.mall.convertTitle()}
          summary={LL.rewards.mall.convertRate({ points: formatPoints(confirming.points), amount: formatMoney(convertAmount(confirming.points, bounds.pointsPerUnit)) })}
          confirmLabel={LL.rewards.mall.convertAction()}
          submit={(password) =>
            convert.submit({ points: confirming.points, password }).then((result) => {
              toast.success(LL.rewards.mall.converted({ amount: formatMoney(result.amount) }));
              return result;
            })
          }
          onDone={() => setConfirming(null)}
          onClose={() => setConfirming(null)}
          money={{ phase: convert.phase, locked: convert.locked, recheck: convert.recheck, what: "conversion", recordsHref: BONUS_RECORDS }}
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
        {session ? <PointsMall /> : <LoginFirst text={LL.rewards.mall.loginFirst()} />}
      </FlagGate>
    </div>
  );
}
