// Spec §2 /m/mall/mallHome (PTSYS3), as the member centre's mall works (issue
// 43): the member's points (a bare number), the reward categories as tabs
// (MCSFE_getPointRewardConversionType), the rewards with their point price,
// how points are earned, redeem and convert confirmed with the withdrawal
// password (encrypted, password-checked calls; a gift asks where to ship it),
// a clear message when points are too low, and the exchange history with each
// redemption's review. Both calls go through the money path: while
// one is unconfirmed the mall takes no other, and says so in the sheet, or on
// the page once the sheet is closed. The entry has no session check (spec
// §6), so a visitor is asked to log in here. With PTSYS3 off the screen
// refuses ('coming soon', back) and asks nothing.
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import type { MoneyCall } from "../../../lib/money-call/index.ts";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { Tabs } from "../../../ui/tabs.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useSession } from "../../../shared/session/index.ts";
import { FlagGate } from "../../../shared/system/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { pointBalance } from "../api/get-point-balance.ts";
import { pointCategories } from "../api/get-point-categories.ts";
import { pointConfig } from "../api/get-point-config.ts";
import { pointRewards } from "../api/get-point-rewards.ts";
import { useConvertPoints, useRedeemPoints } from "../api/redeem-points.ts";
import { ConvertPointsCard } from "../components/convert-points-card.tsx";
import { LoginFirst } from "../components/login-first.tsx";
import { PasswordConfirmSheet } from "../components/password-confirm-sheet.tsx";
import { PointRewardCard } from "../components/point-reward-card.tsx";
import { PointsEarnCard } from "../components/points-earn-card.tsx";
import { PointsHistory } from "../components/points-history.tsx";
import { ALL_REWARDS, categoryKey, convertAmount, convertBounds, isGift, mallTabs, rewardsOf } from "../points-rules.ts";
import type { PointReward, PointRewardCategory } from "../reward-types.ts";
import "../rewards.css";

type Confirming = { kind: "redeem"; reward: PointReward; gift: boolean } | { kind: "convert"; points: number };

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

/** A category as the mall names it: the app's words for the four the real client knows, else the server's name. */
function useCategoryLabel() {
  const { LL } = useI18nContext();
  return (category: Pick<PointRewardCategory, "name"> | undefined) => {
    const key = category ? categoryKey(category.name) : undefined;
    return { key, label: key ? LL.rewards.mall.category[key]() : (category?.name ?? LL.rewards.mall.category.ALL()) };
  };
}

function PointsMall() {
  const { LL } = useI18nContext();
  const balance = useApiQuery(pointBalance);
  const rewards = useApiQuery(pointRewards);
  const config = useApiQuery(pointConfig);
  const categories = useApiQuery(pointCategories).data;
  const redeem = useRedeemPoints();
  const convert = useConvertPoints();
  const labelOf = useCategoryLabel();
  const [tab, setTab] = useState(ALL_REWARDS);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const points = balance.data ?? 0;
  const bounds = balance.data === undefined ? null : convertBounds(config.data, points);
  const tabs = mallTabs(categories);
  const shownTab = tabs.some((entry) => entry.id === tab) ? tab : ALL_REWARDS;
  // One points call at a time: both spend the same balance.
  const locked = redeem.locked || convert.locked;
  // A cash reward credits the wallet; anything else is delivered, and has no transaction record.
  const redeemRecords = (reward: PointReward) => (reward.cashAmount != null ? BONUS_RECORDS : undefined);
  const categoryOf = (reward: PointReward) => labelOf((categories ?? tabs).find((entry) => entry.id === reward.conversionType));

  return (
    <>
      <section className="rewards-hero" aria-label={LL.rewards.mall.balance()}>
        <h2 className="rewards-hero__title">{LL.rewards.mall.balance()}</h2>
        <DataState query={balance} skeleton={<Skeleton shape="rows" count={1} />}>
          {(data) => <p className="rewards-hero__figure">{LL.rewards.mall.points({ points: formatPoints(data) })}</p>}
        </DataState>
      </section>
      {confirming?.kind === "redeem" ? null : <PageNotice call={redeem} what="redemption" />}
      {confirming?.kind === "convert" ? null : <PageNotice call={convert} what="conversion" recordsHref={BONUS_RECORDS} />}
      {bounds ? <ConvertPointsCard bounds={bounds} locked={locked} onConvert={(amount) => setConfirming({ kind: "convert", points: amount })} /> : null}
      <section className="rewards-section" aria-label={LL.rewards.mall.rewards()}>
        <h2 className="rewards-section__title">{LL.rewards.mall.rewards()}</h2>
        {tabs.length > 1 ? (
          <Tabs
            label={LL.rewards.mall.categories()}
            tabs={tabs.map((entry) => ({ value: entry.id, label: labelOf(entry).label }))}
            current={shownTab}
            onSelect={setTab}
            className="tab-strip points-tabs"
            tabClassName="tab-strip__tab"
            controls="points-mall-rewards"
          />
        ) : null}
        <div id="points-mall-rewards">
          <DataState
            query={rewards}
            skeleton={<Skeleton shape="tiles" count={4} />}
            isEmpty={(page) => page.list.length === 0}
            empty={<EmptyState text={LL.rewards.mall.empty()} />}
          >
            {(page) => {
              const list = rewardsOf(page.list, shownTab);
              if (list.length === 0) return <EmptyState text={LL.rewards.mall.emptyCategory()} />;
              return (
                <ul className="point-rewards">
                  {list.map((reward) => (
                    <PointRewardCard
                      key={reward.rewardId}
                      reward={reward}
                      points={points}
                      category={categoryOf(reward)}
                      locked={locked}
                      onRedeem={(item) => setConfirming({ kind: "redeem", reward: item, gift: isGift(item, categories) })}
                    />
                  ))}
                </ul>
              );
            }}
          </DataState>
        </div>
      </section>
      <PointsEarnCard config={config.data} />
      <PointsHistory />
      {confirming?.kind === "redeem" ? (
        <PasswordConfirmSheet
          title={LL.rewards.mall.confirmTitle({ name: confirming.reward.name })}
          summary={LL.rewards.mall.confirmText({ points: formatPoints(confirming.reward.pointPrice), after: formatPoints(points - confirming.reward.pointPrice) })}
          confirmLabel={LL.rewards.mall.confirm()}
          shipping={confirming.gift}
          submit={(values) => {
            const { reward } = confirming;
            return redeem.submit({ rewardId: reward.rewardId, pointsUsed: reward.pointPrice, rewardName: reward.name, ...values }).then((result) => {
              // Told even when the sheet was closed while the call was checked.
              toast.success(confirming.gift ? LL.rewards.mall.redeemedGift({ name: reward.name }) : LL.rewards.mall.redeemed({ name: reward.name }));
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
          submit={({ fundPassword }) => {
            const amount = convertAmount(confirming.points, bounds.pointsPerUnit);
            return convert.submit({ points: confirming.points, fundPassword, pointsBefore: points }).then((result) => {
              toast.success(LL.rewards.mall.converted({ amount: formatMoney(result.amount ?? amount) }));
              return result;
            });
          }}
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
