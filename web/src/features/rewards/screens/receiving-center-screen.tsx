// Spec §2 /m/receivingCenter (REWCEN3), as the member centre's receiving
// centre shows it: the rewards waiting (MCSFE_getClaimPromotion, status I),
// each with its name, kind, what it gives, until when and its notes, and the
// tickets (PROMOFE_getClaimTicketList); claim sends the one call of the item,
// once, through the money path: each item owns its claim intent.
// With REWCEN3 off the screen refuses ('coming soon', back) and asks nothing.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { DataState, Skeleton, combineQueries } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { authStore } from "../../../stores/auth.ts";
import { FlagGate } from "../../../shared/system/index.ts";
import type { ClaimResult } from "../api/claim-reward.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { claimTickets } from "../api/get-claim-tickets.ts";
import { claimableRewards } from "../api/get-claimable-rewards.ts";
import { ClaimableItem, TicketItem, rewardGives } from "../components/claimable-item.tsx";
import { actionableCount, claimedReward, claimedTicket, shownItems, type Kept } from "../reward-status.ts";
import type { ClaimableReward, ClaimTicket } from "../reward-types.ts";
import "../rewards.css";

const rewardId = (reward: ClaimableReward) => reward.rewardId;
const ticketId = (ticket: ClaimTicket) => ticket.transactionId;

/** The items acted on in this visit: kept on view while their claim is in hand, read as claimed once it went through. */
function useKept<T, K>(idOf: (item: T) => K) {
  const [kept, setKept] = useState<ReadonlyMap<K, Kept<T>>>(new Map());
  const start = useCallback((item: T) => setKept((map) => (map.has(idOf(item)) ? map : new Map(map).set(idOf(item), { item, done: false }))), [idOf]);
  const finish = useCallback((item: T) => setKept((map) => new Map(map).set(idOf(item), { item, done: true })), [idOf]);
  return { kept, start, finish };
}

function ReceivingCenter() {
  const { LL } = useI18nContext();
  const rewards = useApiQuery(claimableRewards);
  const tickets = useApiQuery(claimTickets);
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  const keptRewards = useKept(rewardId);
  const keptTickets = useKept(ticketId);
  // The time the labels read against (a reward past its expiry reads closed): the moment this view was drawn.
  const [now] = useState(() => Date.now());

  const onRewardClaimed = useCallback(
    (reward: ClaimableReward) => {
      const claimed = claimedReward(reward);
      queryClient.setQueryData<ClaimableReward[]>(claimableRewards.key(undefined, userName), (list) => list?.map((item) => (item.rewardId === reward.rewardId ? claimed : item)));
      keptRewards.finish(claimed);
      const gives = rewardGives(LL, reward);
      toast.success(gives.length > 0 ? LL.rewards.centre.claimed({ rewards: gives.join(" + ") }) : LL.rewards.centre.claimedNoAmount());
    },
    [LL, queryClient, userName, keptRewards],
  );
  const onTicketClaimed = useCallback(
    (ticket: ClaimTicket, result: ClaimResult) => {
      keptTickets.finish(claimedTicket(ticket));
      toast.success(result.amount ? LL.rewards.centre.claimed({ rewards: formatMoney(result.amount) }) : LL.rewards.centre.ticketClaimed());
    },
    [LL, keptTickets],
  );

  const both = combineQueries(rewards, tickets);
  const shownRewards = (list: readonly ClaimableReward[]) => shownItems(list, keptRewards.kept, rewardId);
  const shownTickets = (list: readonly ClaimTicket[]) => shownItems(list, keptTickets.kept, ticketId);

  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{LL.rewards.centre.heading()}</h2>
        <p className="rewards-hero__text">{LL.rewards.centre.intro()}</p>
        {rewards.data && tickets.data ? (
          <p className="rewards-hero__count">{LL.rewards.centre.waiting({ count: actionableCount(shownRewards(rewards.data), shownTickets(tickets.data), now) })}</p>
        ) : null}
      </section>
      <DataState
        query={both}
        skeleton={<Skeleton shape="rows" count={4} />}
        isEmpty={([list, ticketList]) => shownRewards(list).length === 0 && shownTickets(ticketList).length === 0}
        empty={
          <EmptyState text={LL.rewards.centre.empty()}>
            <p className="rewards-muted">{LL.rewards.centre.emptyHint()}</p>
            <Link href={paths.promotions} className="button button--ghost button--small">
              {LL.rewards.centre.seePromotions()}
            </Link>
          </EmptyState>
        }
      >
        {([list, ticketList]) => (
          <>
            {shownRewards(list).length > 0 ? (
              <section className="rewards-group" aria-label={LL.rewards.centre.heading()}>
                <ul className="rewards-list">
                  {shownRewards(list).map((reward) => (
                    <ClaimableItem key={reward.rewardId} reward={reward} now={now} onStart={keptRewards.start} onClaimed={onRewardClaimed} />
                  ))}
                </ul>
              </section>
            ) : null}
            {shownTickets(ticketList).length > 0 ? (
              <section className="rewards-group" aria-label={LL.rewards.centre.tickets()}>
                <h2 className="rewards-group__title">{LL.rewards.centre.tickets()}</h2>
                <ul className="rewards-list">
                  {shownTickets(ticketList).map((ticket) => (
                    <TicketItem key={ticket.transactionId} ticket={ticket} onStart={keptTickets.start} onClaimed={onTicketClaimed} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
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
