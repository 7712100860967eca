// Spec §2 /m/receivingCenter (REWCEN3): the member's rewards grouped by type,
// each with its status label; claim sends the one call of its type, once.
// With REWCEN3 off the screen refuses ('coming soon', back) and asks nothing.
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { PROMOTIONS_PATH } from "../../../lib/paths.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useClaimReward } from "../api/claim-reward.ts";
import { useClaimableRewards } from "../api/get-claimable-rewards.ts";
import { FlagGate } from "../components/flag-gate.tsx";
import { RewardCard } from "../components/reward-card.tsx";
import { actionableCount, claimCallOf, groupRewards } from "../reward-status.ts";
import "../rewards.css";

function ReceivingCenter() {
  const { LL } = useI18nContext();
  const rewards = useClaimableRewards();
  const claims = useClaimReward((amount) =>
    toast.success(amount === undefined ? LL.rewards.centre.joined() : LL.rewards.centre.claimed({ amount: formatMoney(amount) })),
  );

  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{LL.rewards.centre.heading()}</h2>
        <p className="rewards-hero__text">{LL.rewards.centre.intro()}</p>
        {rewards.data ? <p className="rewards-hero__count">{LL.rewards.centre.waiting({ count: actionableCount(rewards.data) })}</p> : null}
      </section>
      <DataState
        query={rewards}
        skeleton={<Skeleton shape="rows" count={4} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState text={LL.rewards.centre.empty()}>
            <p className="rewards-muted">{LL.rewards.centre.emptyHint()}</p>
            <Link href={PROMOTIONS_PATH} className="button button--ghost button--small">
              {LL.rewards.centre.seePromotions()}
            </Link>
          </EmptyState>
        }
      >
        {(list) =>
          groupRewards(list).map((group) => (
            <section key={group.type} className="rewards-group" aria-label={LL.rewards.types[group.type]()}>
              <h2 className="rewards-group__title">{LL.rewards.types[group.type]()}</h2>
              <ul className="rewards-list">
                {group.rewards.map((reward) => (
                  <RewardCard
                    key={reward.rewardId}
                    reward={reward}
                    busy={claims.isPending(reward.rewardId)}
                    error={claims.outcome?.rewardId === reward.rewardId ? claims.outcome.error : undefined}
                    onClaim={(item) => {
                      const call = claimCallOf(item);
                      if (call) claims.claim(item, call);
                    }}
                  />
                ))}
              </ul>
            </section>
          ))
        }
      </DataState>
    </>
  );
}

export default function ReceivingCenterScreen() {
  return (
    <div className="rewards-page">
      <FlagGate flag="REWCEN3">
        <ReceivingCenter />
      </FlagGate>
    </div>
  );
}
