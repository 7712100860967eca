// Spec §2 /m/receivingCenter (REWCEN3): the member's rewards grouped by type,
// each with its status label; claim sends the one call of its type, once,
// through the money path (issue 29): each item owns its claim intent.
// With REWCEN3 off the screen refuses ('coming soon', back) and asks nothing.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { authStore } from "../../../stores/auth.ts";
import { FlagGate } from "../../../shared/system/index.ts";
import type { ClaimResult } from "../api/claim-reward.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { claimableRewards } from "../api/get-claimable-rewards.ts";
import { ClaimableItem } from "../components/claimable-item.tsx";
import { actionableCount, afterClaim, groupRewards, shownRewards, type ClaimCall, type KeptReward } from "../reward-status.ts";
import type { ClaimableReward } from "../reward-types.ts";
import "../rewards.css";

function ReceivingCenter() {
  const { LL } = useI18nContext();
  const rewards = useApiQuery(claimableRewards);
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  // The items acted on in this visit: kept on view while their claim is in hand, read as claimed once it went through.
  const [kept, setKept] = useState<ReadonlyMap<number, KeptReward>>(new Map());

  const onStart = useCallback(
    (reward: ClaimableReward) => setKept((map) => (map.has(reward.rewardId) ? map : new Map(map).set(reward.rewardId, { reward, done: false }))),
    [],
  );
  const onClaimed = useCallback(
    (reward: ClaimableReward, call: ClaimCall, result: ClaimResult) => {
      queryClient.setQueryData<ClaimableReward[]>(claimableRewards.key(undefined, userName), (list) => list && afterClaim(list, reward.rewardId, call.kind));
      const claimed = afterClaim([reward], reward.rewardId, call.kind)[0]!;
      setKept((map) => new Map(map).set(reward.rewardId, { reward: claimed, done: true }));
      if (call.kind === "raffle") {
        toast.success(LL.rewards.centre.joined());
        return;
      }
      const amount = result.amount ?? reward.amount;
      toast.success(amount === undefined ? LL.rewards.centre.claimedNoAmount() : LL.rewards.centre.claimed({ amount: formatMoney(amount) }));
    },
    [LL, queryClient, userName],
  );
  const shown = rewards.data ? shownRewards(rewards.data, kept) : undefined;

  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{LL.rewards.centre.heading()}</h2>
        <p className="rewards-hero__text">{LL.rewards.centre.intro()}</p>
        {shown ? <p className="rewards-hero__count">{LL.rewards.centre.waiting({ count: actionableCount(shown) })}</p> : null}
      </section>
      <DataState
        query={rewards}
        skeleton={<Skeleton shape="rows" count={4} />}
        isEmpty={(list) => shownRewards(list, kept).length === 0}
        empty={
          <EmptyState text={LL.rewards.centre.empty()}>
            <p className="rewards-muted">{LL.rewards.centre.emptyHint()}</p>
            <Link href={paths.promotions} className="button button--ghost button--small">
              {LL.rewards.centre.seePromotions()}
            </Link>
          </EmptyState>
        }
      >
        {(list) =>
          groupRewards(shownRewards(list, kept)).map((group) => (
            <section key={group.type} className="rewards-group" aria-label={LL.rewards.types[group.type]()}>
              <h2 className="rewards-group__title">{LL.rewards.types[group.type]()}</h2>
              <ul className="rewards-list">
                {group.rewards.map((reward) => (
                  <ClaimableItem key={reward.rewardId} reward={reward} onStart={onStart} onClaimed={onClaimed} />
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
