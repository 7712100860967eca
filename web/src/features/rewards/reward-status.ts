// Spec §3 "Activity status labels" and the rewards centre's claim rules as
// pure functions: which label an item shows, whether it offers an action,
// which call claims it, how the list reads after a claim.
import type { ActivityStatus, ClaimableReward, RewardType } from "./reward-types.ts";

/** Every label of spec §3, in the order the spec lists them. */
export const ACTIVITY_STATUSES: readonly ActivityStatus[] = [
  "JOIN",
  "CLAIM",
  "APPLYING",
  "CLOSED",
  "REJECTED",
  "ISSUED",
  "CLAIMED",
  "IN_PROGRESS",
  "SIGNED",
  "COMING_SOON",
  "REGISTERED",
  "REGISTRATION_CLOSED",
];

/** The rewards centre's types (spec §2 rewards badge), in the order the groups show. */
export const REWARD_TYPES: readonly RewardType[] = ["UPGRADE_BONUS", "MANUAL", "RAFFLE", "MISSION_MANUAL", "TICKET"];

/** The label an item shows: the server's, else read from its list status (I claim, C claimed, E closed). */
export function rewardLabel(reward: Pick<ClaimableReward, "activityStatus" | "status">): ActivityStatus {
  if (reward.activityStatus) return reward.activityStatus;
  if (reward.status === "C") return "CLAIMED";
  if (reward.status === "E") return "CLOSED";
  return "CLAIM";
}

export type RewardAction = "claim" | "join";

/** Only CLAIM and JOIN offer an action; every other label shows on a disabled button. */
export function rewardAction(label: ActivityStatus): RewardAction | null {
  if (label === "CLAIM") return "claim";
  if (label === "JOIN") return "join";
  return null;
}

/** The one call that acts on an item. */
export type ClaimCall =
  | { kind: "ticket"; transactionId: string }
  | { kind: "raffle"; promotionId: number }
  | { kind: "reward"; promotionClaimId: number; promotionType: RewardType };

/** Tickets are claimed by transactionId, a raffle to join by its promotion, everything else by its rewardId. */
export function claimCallOf(reward: ClaimableReward): ClaimCall | null {
  const action = rewardAction(rewardLabel(reward));
  if (action === "join") return reward.promotionId === undefined ? null : { kind: "raffle", promotionId: reward.promotionId };
  if (action !== "claim") return null;
  if (reward.promotionType === "TICKET") return reward.transactionId ? { kind: "ticket", transactionId: reward.transactionId } : null;
  return { kind: "reward", promotionClaimId: reward.rewardId, promotionType: reward.promotionType };
}

export interface RewardGroup {
  type: RewardType;
  rewards: ClaimableReward[];
}

/** Groups by type in REWARD_TYPES order; empty groups are left out, an item's order kept. */
export function groupRewards(rewards: readonly ClaimableReward[]): RewardGroup[] {
  return REWARD_TYPES.map((type) => ({ type, rewards: rewards.filter((r) => r.promotionType === type) })).filter((g) => g.rewards.length > 0);
}

/** How many items still offer an action. */
export function actionableCount(rewards: readonly ClaimableReward[]): number {
  return rewards.filter((r) => rewardAction(rewardLabel(r)) !== null).length;
}

/** The list after a successful claim (the item reads CLAIMED) or a raffle joined (REGISTERED). */
export function afterClaim(rewards: readonly ClaimableReward[], rewardId: number, call: ClaimCall["kind"]): ClaimableReward[] {
  return rewards.map((r) =>
    r.rewardId !== rewardId ? r : call === "raffle" ? { ...r, activityStatus: "REGISTERED" } : { ...r, status: "C", activityStatus: "CLAIMED" },
  );
}

/** An item this visit acted on: as it read when tapped, or after its claim went through (`done`). */
export interface KeptReward {
  reward: ClaimableReward;
  done: boolean;
}

/**
 * The list shown: the server's, where an item whose claim went through in
 * this visit reads as claimed (a list answer may predate the claim: it cannot
 * undo it), and an item acted on here that a later answer leaves out (claimed
 * items leave the open list) stays in place, with its outcome or its
 * unconfirmed claim still on view.
 */
export function shownRewards(list: readonly ClaimableReward[], kept: ReadonlyMap<number, KeptReward>): ClaimableReward[] {
  const listed = new Set(list.map((r) => r.rewardId));
  const shown = list.map((r) => {
    const mine = kept.get(r.rewardId);
    return mine?.done ? mine.reward : r;
  });
  for (const [rewardId, mine] of kept) if (!listed.has(rewardId)) shown.push(mine.reward);
  return shown;
}
