// The rewards centre's rules as pure functions, after the member centre's
// receiving centre (RECV chunk): which types it asks for, how a type is
// labelled, which spec §3 label a reward shows (claim, claimed, closed once
// past its expiry), which call claims a reward or a ticket, and how the lists
// read after a claim.
import type { ActivityStatus, ClaimableReward, ClaimTicket } from "./reward-types.ts";

/**
 * The promotion types the rewards centre asks for with status I: the member
 * centre's list, and MISSION_MANUAL, which spec §2's rewards badge counts.
 */
export const REWARD_TYPES: readonly string[] = [
  "MANUAL",
  "RAFFLE",
  "UPGRADE_BONUS",
  "MISSION",
  "MISSION_MANUAL",
  "NEW_REGISTER",
  "SIGNUP",
  "RANK_SALARY",
  "RANK_BOARD",
  "DEPOSIT",
  "FIRST_DEPOSIT",
  "SECOND_DEPOSIT",
  "THIRD_DEPOSIT",
  "FOURTH_DEPOSIT",
  "FIFTH_DEPOSIT",
  "DEPOSIT_COUNT",
  "DEPOSIT_BET_BONUS",
  "LUCKY_BET",
];

/** How a reward's type is named on its card; the deposit, register and sign-up types read as promotion bonuses, as the member centre shows them. */
export type RewardKind = "UPGRADE_BONUS" | "MANUAL" | "RAFFLE" | "MISSION" | "RANK" | "LUCKY_BET";

export function rewardKind(promotionType: string): RewardKind {
  switch (promotionType) {
    case "UPGRADE_BONUS":
    case "RAFFLE":
      return promotionType;
    case "MISSION":
    case "MISSION_MANUAL":
      return "MISSION";
    case "RANK_SALARY":
    case "RANK_BOARD":
      return "RANK";
    case "LUCKY_BET":
    case "LUCKYBET":
      return "LUCKY_BET";
    default:
      return "MANUAL";
  }
}

/** The label a reward shows: claimed once claimed (status C), closed once past its expiry, else claim. */
export function rewardLabel(reward: Pick<ClaimableReward, "status" | "expiry">, now: number): ActivityStatus {
  if (reward.status === "C") return "CLAIMED";
  if (reward.status === "E" || (reward.expiry != null && reward.expiry < now)) return "CLOSED";
  return "CLAIM";
}

/** The one call that claims an item. */
export type ClaimCall = { kind: "ticket"; transactionId: string } | { kind: "reward"; promotionClaimId: number; promotionType: string };

/** A reward labelled claim is claimed by its rewardId and type (MCSFE_claimIssuedPromotion); any other has no call. */
export function claimCallOf(reward: ClaimableReward, now: number): ClaimCall | null {
  if (rewardLabel(reward, now) !== "CLAIM") return null;
  return { kind: "reward", promotionClaimId: reward.rewardId, promotionType: reward.promotionType };
}

/** A ticket is claimed by its transactionId once available with every condition met (PROMOFE_claimTicket). */
export function ticketCallOf(ticket: ClaimTicket): ClaimCall | null {
  if ((ticket.status ?? "AVAILABLE") !== "AVAILABLE" || (ticket.conditionStatus ?? []).length > 0) return null;
  return { kind: "ticket", transactionId: ticket.transactionId };
}

/** How many items still offer a claim. */
export function actionableCount(rewards: readonly ClaimableReward[], tickets: readonly ClaimTicket[], now: number): number {
  return rewards.filter((reward) => claimCallOf(reward, now) !== null).length + tickets.filter((ticket) => ticketCallOf(ticket) !== null).length;
}

/** A reward once its claim went through. */
export const claimedReward = (reward: ClaimableReward): ClaimableReward => ({ ...reward, status: "C" });

/** A ticket once its claim went through. */
export const claimedTicket = (ticket: ClaimTicket): ClaimTicket => ({ ...ticket, status: "CLAIMED" });

/** An item this visit acted on: as it read when tapped, or after its claim went through (`done`). */
export interface Kept<T> {
  item: T;
  done: boolean;
}

/**
 * The list shown: the server's, where an item whose claim went through in
 * this visit reads as claimed (a list answer may predate the claim: it cannot
 * undo it), and an item acted on here that a later answer leaves out (claimed
 * items leave the open list) stays in place, with its outcome or its
 * unconfirmed claim still on view.
 */
export function shownItems<T, K>(list: readonly T[], kept: ReadonlyMap<K, Kept<T>>, idOf: (item: T) => K): T[] {
  const listed = new Set(list.map(idOf));
  const shown = list.map((item) => {
    const mine = kept.get(idOf(item));
    return mine?.done ? mine.item : item;
  });
  for (const [id, mine] of kept) if (!listed.has(id)) shown.push(mine.item);
  return shown;
}
