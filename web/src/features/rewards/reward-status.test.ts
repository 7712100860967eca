import { describe, expect, it } from "vitest";
import { ACTIVITY_STATUSES, actionableCount, afterClaim, claimCallOf, groupRewards, rewardAction, rewardLabel, shownRewards, type KeptReward } from "./reward-status.ts";
import type { ClaimableReward } from "./reward-types.ts";

const reward = (overrides: Partial<ClaimableReward> = {}): ClaimableReward => ({
  rewardId: 1,
  promotionType: "MANUAL",
  title: "Bonus",
  amount: 10,
  status: "I",
  activityStatus: "CLAIM",
  ...overrides,
});

describe("status labels (spec §3)", () => {
  it("shows the server's label for every one of the twelve", () => {
    expect(ACTIVITY_STATUSES).toHaveLength(12);
    for (const label of ACTIVITY_STATUSES) expect(rewardLabel(reward({ activityStatus: label }))).toBe(label);
  });

  it("reads a missing label from the list status: I claim, C claimed, E closed", () => {
    expect(rewardLabel({ status: "I" })).toBe("CLAIM");
    expect(rewardLabel({ status: "C" })).toBe("CLAIMED");
    expect(rewardLabel({ status: "E" })).toBe("CLOSED");
    expect(rewardLabel({})).toBe("CLAIM");
  });

  it("offers an action only on CLAIM and JOIN", () => {
    const actions = Object.fromEntries(ACTIVITY_STATUSES.map((label) => [label, rewardAction(label)]));
    expect(actions).toEqual({
      JOIN: "join",
      CLAIM: "claim",
      APPLYING: null,
      CLOSED: null,
      REJECTED: null,
      ISSUED: null,
      CLAIMED: null,
      IN_PROGRESS: null,
      SIGNED: null,
      COMING_SOON: null,
      REGISTERED: null,
      REGISTRATION_CLOSED: null,
    });
  });
});

describe("the call that claims an item", () => {
  it("claims a ticket by its transactionId", () => {
    expect(claimCallOf(reward({ promotionType: "TICKET", transactionId: "TK1" }))).toEqual({ kind: "ticket", transactionId: "TK1" });
  });

  it("claims every other type by rewardId and type", () => {
    for (const promotionType of ["MANUAL", "RAFFLE", "UPGRADE_BONUS", "MISSION_MANUAL"] as const)
      expect(claimCallOf(reward({ rewardId: 7, promotionType }))).toEqual({ kind: "reward", promotionClaimId: 7, promotionType });
  });

  it("joins a raffle labelled JOIN by its promotion", () => {
    expect(claimCallOf(reward({ promotionType: "RAFFLE", activityStatus: "JOIN", promotionId: 3107 }))).toEqual({ kind: "raffle", promotionId: 3107 });
  });

  it("has no call for a label without an action, or an item missing the id its call needs", () => {
    expect(claimCallOf(reward({ activityStatus: "CLAIMED" }))).toBeNull();
    expect(claimCallOf(reward({ activityStatus: "APPLYING" }))).toBeNull();
    expect(claimCallOf(reward({ promotionType: "TICKET" }))).toBeNull();
    expect(claimCallOf(reward({ activityStatus: "JOIN" }))).toBeNull();
  });
});

describe("the list", () => {
  const list = [
    reward({ rewardId: 1, promotionType: "TICKET", transactionId: "T" }),
    reward({ rewardId: 2, promotionType: "MANUAL" }),
    reward({ rewardId: 3, promotionType: "UPGRADE_BONUS" }),
    reward({ rewardId: 4, promotionType: "MANUAL", activityStatus: "APPLYING" }),
  ];

  it("groups by type, VIP bonuses first, tickets last, leaving out empty types", () => {
    expect(groupRewards(list).map((g) => [g.type, g.rewards.map((r) => r.rewardId)])).toEqual([
      ["UPGRADE_BONUS", [3]],
      ["MANUAL", [2, 4]],
      ["TICKET", [1]],
    ]);
  });

  it("counts the items that still offer an action", () => {
    expect(actionableCount(list)).toBe(3);
  });

  it("moves a claimed item to claimed and a joined raffle to registered, leaving the others", () => {
    const claimed = afterClaim(list, 2, "reward");
    expect(claimed[1]).toMatchObject({ rewardId: 2, status: "C", activityStatus: "CLAIMED" });
    expect(claimed[0]).toBe(list[0]);
    expect(afterClaim(list, 2, "raffle")[1]).toMatchObject({ activityStatus: "REGISTERED" });
    expect(actionableCount(claimed)).toBe(2);
  });
});

describe("the list shown after claims of this visit (issue 29)", () => {
  const a = reward({ rewardId: 1 });
  const b = reward({ rewardId: 2 });
  const claimedA = afterClaim([a], 1, "reward")[0]!;

  it("an item claimed here reads claimed even when a list answer still offers it", () => {
    const kept = new Map<number, KeptReward>([[1, { reward: claimedA, done: true }]]);
    expect(shownRewards([a, b], kept)).toEqual([claimedA, b]);
  });

  it("an item still being claimed shows the server's version while listed, and stays when a later answer leaves it out", () => {
    const kept = new Map<number, KeptReward>([[1, { reward: a, done: false }]]);
    const fresher = { ...a, remark: "updated" };
    expect(shownRewards([fresher, b], kept)).toEqual([fresher, b]);
    expect(shownRewards([b], kept)).toEqual([b, a]);
    expect(shownRewards([b], new Map([[1, { reward: claimedA, done: true }]]))).toEqual([b, claimedA]);
  });

  it("nothing acted on: the server's list as it is", () => {
    expect(shownRewards([a, b], new Map())).toEqual([a, b]);
  });
});
