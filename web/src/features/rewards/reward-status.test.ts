import { describe, expect, it } from "vitest";
import { actionableCount, claimCallOf, claimedReward, rewardKind, rewardLabel, shownItems, ticketCallOf, type Kept } from "./reward-status.ts";
import type { ClaimableReward } from "./reward-types.ts";
import { depositBonus, lapsedBonus, upgradeBonus, wheelTicket } from "./testing/rewards-fixtures.ts";

/** 2026-11-21 12:00 (UTC+8): before the fixtures' expiries but after the lapsed one's. */
const NOW = 1795233600000;

describe("a reward's label (spec §3, the receiving centre's card)", () => {
  it("reads claim while issued and before its expiry, closed after it, claimed once claimed", () => {
    expect(rewardLabel(upgradeBonus, NOW)).toBe("CLAIM");
    expect(rewardLabel(depositBonus, NOW)).toBe("CLAIM");
    expect(rewardLabel(lapsedBonus, NOW)).toBe("CLOSED");
    expect(rewardLabel({ status: "C", expiry: null }, NOW)).toBe("CLAIMED");
    expect(rewardLabel({ status: "E", expiry: null }, NOW)).toBe("CLOSED");
  });

  it("names the deposit, register and sign-up types as promotion bonuses, as the member centre shows them", () => {
    expect(["UPGRADE_BONUS", "RAFFLE", "MISSION_MANUAL", "MISSION", "RANK_BOARD", "LUCKY_BET", "FIRST_DEPOSIT", "NEW_REGISTER", "MANUAL"].map(rewardKind)).toEqual([
      "UPGRADE_BONUS",
      "RAFFLE",
      "MISSION",
      "MISSION",
      "RANK",
      "LUCKY_BET",
      "MANUAL",
      "MANUAL",
      "MANUAL",
    ]);
  });
});

describe("which call claims an item", () => {
  it("a reward labelled claim by its rewardId and type; a lapsed or claimed one has none", () => {
    expect(claimCallOf(depositBonus, NOW)).toEqual({ kind: "reward", promotionClaimId: 880007, promotionType: "FIRST_DEPOSIT" });
    expect(claimCallOf(lapsedBonus, NOW)).toBeNull();
    expect(claimCallOf(claimedReward(upgradeBonus), NOW)).toBeNull();
  });

  it("a ticket by its transactionId once available with every condition met", () => {
    expect(ticketCallOf(wheelTicket)).toEqual({ kind: "ticket", transactionId: "TK20261121000137" });
    expect(ticketCallOf({ ...wheelTicket, conditionStatus: ["Deposit ￥100"] })).toBeNull();
    expect(ticketCallOf({ ...wheelTicket, status: "CLAIMED" })).toBeNull();
  });

  it("counts what still offers a claim", () => {
    expect(actionableCount([upgradeBonus, depositBonus, lapsedBonus], [wheelTicket, { ...wheelTicket, transactionId: "T2", conditionStatus: ["x"] }], NOW)).toBe(3);
  });
});

describe("the list shown in a visit", () => {
  const kept = (entries: [number, Kept<ClaimableReward>][]) => new Map(entries);

  it("a reward claimed in this visit reads claimed even when the list answer predates the claim", () => {
    const shown = shownItems([upgradeBonus, depositBonus], kept([[880012, { item: claimedReward(upgradeBonus), done: true }]]), (r) => r.rewardId);
    expect(shown.map((r) => [r.rewardId, r.status])).toEqual([
      [880012, "C"],
      [880007, "I"],
    ]);
  });

  it("an item acted on that a later answer leaves out stays in place", () => {
    const shown = shownItems([depositBonus], kept([[880012, { item: upgradeBonus, done: false }]]), (r) => r.rewardId);
    expect(shown.map((r) => r.rewardId)).toEqual([880007, 880012]);
  });
});
