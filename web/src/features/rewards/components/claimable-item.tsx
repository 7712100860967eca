import { useState } from "react";
import { Link } from "wouter";
import { readFailure } from "@platform/machines";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { formatDate } from "../../../lib/date.ts";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { useClaim, type ClaimResult } from "../api/claim-reward.ts";
import { claimCallOf, rewardKind, rewardLabel, ticketCallOf, type ClaimCall } from "../reward-status.ts";
import type { ClaimableReward, ClaimTicket } from "../reward-types.ts";
import { useSingleFlight } from "../single-flight.ts";
import { RewardCard } from "./reward-card.tsx";

/** Where a claim's credit shows: the member's bonus records. */
const BONUS_RECORDS = `${paths.transactionRecord}?types=BONUS`;

/** What a reward gives, as its card says it: money, points, a ticket. */
export function rewardGives(LL: TranslationFunctions, reward: ClaimableReward): string[] {
  const gives: string[] = [];
  if ((reward.rewardAmount ?? 0) > 0) gives.push(formatMoney(reward.rewardAmount!));
  if ((reward.rewardPoint ?? 0) > 0) gives.push(LL.rewards.centre.points({ points: formatPoints(reward.rewardPoint!) }));
  if (reward.ticketName) gives.push(reward.ticketName);
  return gives;
}

/**
 * One claim intent of an item: a claim on its way or unconfirmed
 * locks this item only; a double tap sends one request; a refusal or a claim
 * that did not reach the server shows under the item, which may then be
 * claimed again (the same intent, the same request id, after "did not reach
 * us"); a claim still unknown offers no action, only the records and another
 * reading.
 */
function useItemClaim(call: ClaimCall | null, onStart: () => void, onClaimed: (result: ClaimResult) => void) {
  const claim = useClaim();
  const once = useSingleFlight();
  const [error, setError] = useState<unknown>();
  return {
    claim,
    error: claim.locked ? undefined : error,
    onClaim: () => {
      if (!call) return;
      once(async () => {
        setError(undefined);
        onStart();
        try {
          onClaimed(await claim.submit(call));
        } catch (failure) {
          setError(failure);
          throw failure;
        }
      });
    },
  };
}

/** A refusal that asks the member to complete their information first (the member centre sends them to the security centre): the personal info page. */
function CompleteFirst({ error }: { error: unknown }) {
  const { LL } = useI18nContext();
  if (readFailure(error).errorCode !== "prom.claim.req.field") return null;
  return (
    <Link href={paths.myAccount} className="button button--primary button--small">
      {LL.rewards.centre.verifyNow()}
    </Link>
  );
}

/** One reward of the rewards centre with its own claim intent. */
export function ClaimableItem({
  reward,
  now,
  onStart,
  onClaimed,
}: {
  reward: ClaimableReward;
  now: number;
  /** A claim of this item is starting (the screen keeps the item on view until it ends). */
  onStart: (reward: ClaimableReward) => void;
  /** It went through: the answer's, or the records', result. */
  onClaimed: (reward: ClaimableReward) => void;
}) {
  const { LL } = useI18nContext();
  const call = claimCallOf(reward, now);
  const { claim, error, onClaim } = useItemClaim(
    call,
    () => onStart(reward),
    () => onClaimed(reward),
  );
  const title = reward.eventName ?? LL.rewards.types[rewardKind(reward.promotionType)]();
  return (
    <RewardCard
      id={`r${reward.rewardId}`}
      title={title}
      kind={LL.rewards.types[rewardKind(reward.promotionType)]()}
      gives={rewardGives(LL, reward)}
      meta={reward.expiry == null ? LL.rewards.centre.noExpiry() : LL.rewards.centre.expires({ date: formatDate(reward.expiry) })}
      remark={reward.remark}
      label={rewardLabel(reward, now)}
      canAct={call !== null}
      busy={claim.locked}
      error={error}
      errorAction={<CompleteFirst error={error} />}
      hideAction={claim.phase === "unknown"}
      notice={<MoneyCallNotice phase={claim.phase} what="claim" recordsHref={BONUS_RECORDS} onRecheck={claim.recheck} />}
      onClaim={onClaim}
    />
  );
}

/** One ticket of the rewards centre with its own claim intent: claimable once available with every condition met. */
export function TicketItem({
  ticket,
  onStart,
  onClaimed,
}: {
  ticket: ClaimTicket;
  onStart: (ticket: ClaimTicket) => void;
  onClaimed: (ticket: ClaimTicket, result: ClaimResult) => void;
}) {
  const { LL } = useI18nContext();
  const call = ticketCallOf(ticket);
  const { claim, error, onClaim } = useItemClaim(
    call,
    () => onStart(ticket),
    (result) => onClaimed(ticket, result),
  );
  const waiting = ticket.conditionStatus ?? [];
  const label = ticket.status === "CLAIMED" ? "CLAIMED" : ticket.status === "EXPIRED" ? "CLOSED" : waiting.length > 0 ? "IN_PROGRESS" : "CLAIM";
  return (
    <RewardCard
      id={`t${ticket.transactionId}`}
      title={ticket.name}
      kind={LL.rewards.types.TICKET()}
      gives={ticket.gameName ? [ticket.gameName] : []}
      meta={ticket.expiryTime ? LL.rewards.centre.expires({ date: formatDate(ticket.expiryTime) }) : LL.rewards.centre.noExpiry()}
      note={waiting.length > 0 ? LL.rewards.centre.ticketWaiting({ conditions: waiting.join("; ") }) : undefined}
      label={label}
      canAct={call !== null}
      busy={claim.locked}
      error={error}
      hideAction={claim.phase === "unknown"}
      notice={<MoneyCallNotice phase={claim.phase} what="claim" recordsHref={BONUS_RECORDS} onRecheck={claim.recheck} />}
      onClaim={onClaim}
    />
  );
}
