import { describe, expect, it } from "vitest";
import type { AvailablePromotions } from "../../promotion-availability/index.ts";
import { badgeText, moreBadgeCount, moreEntries, navEntries, rewardsBadgeCount } from "./nav-entries.ts";

const on = (count: number) => ({ enabled: true, count });
const off = (count: number) => ({ enabled: false, count });

const available = {
  LOGIN: on(1),
  MANUAL: on(2),
  RAFFLE: on(3),
  UPGRADE_BONUS: on(4),
  MISSION_MANUAL: on(5),
  TICKET: on(6),
  REFERRAL: on(0),
} as AvailablePromotions;

const context = { loggedIn: true, rewardsCentre: true, pointsMall: true, available };

describe("member navigation bar entries (spec §2)", () => {
  it("shows deposit, withdraw, rewards, invite and More for a member with everything on", () => {
    expect(navEntries(context)).toEqual(["deposit", "withdraw", "rewards", "invite", "more"]);
  });
  it("hides rewards without REWCEN3", () => {
    expect(navEntries({ ...context, rewardsCentre: false })).toEqual(["deposit", "withdraw", "invite", "more"]);
  });
  it("shows invite to a visitor even when REFERRAL is off, hides it from a member then", () => {
    const referralOff = { ...available, REFERRAL: off(0) } as AvailablePromotions;
    expect(navEntries({ ...context, loggedIn: false, available: referralOff })).toContain("invite");
    expect(navEntries({ ...context, available: referralOff })).not.toContain("invite");
    expect(navEntries({ ...context, available: undefined })).not.toContain("invite");
  });
  it("More lists sign-in only with LOGIN on and the points mall only with PTSYS3", () => {
    expect(moreEntries(context)).toEqual(["signIn", "promotions", "vip", "mall"]);
    expect(moreEntries({ ...context, pointsMall: false, available: { ...available, LOGIN: off(3) } as AvailablePromotions })).toEqual([
      "promotions",
      "vip",
    ]);
  });
});

describe("member navigation bar badges (spec §2, §9)", () => {
  it("rewards sums MANUAL, RAFFLE, UPGRADE_BONUS, MISSION_MANUAL and TICKET, not LOGIN or REFERRAL", () => {
    expect(rewardsBadgeCount(available)).toBe(2 + 3 + 4 + 5 + 6);
  });
  it("skips a promotion that is off, and counts 0 before the answer", () => {
    expect(rewardsBadgeCount({ ...available, TICKET: off(50) } as AvailablePromotions)).toBe(14);
    expect(rewardsBadgeCount(undefined)).toBe(0);
  });
  it("More counts LOGIN", () => {
    expect(moreBadgeCount(available)).toBe(1);
    expect(moreBadgeCount({ ...available, LOGIN: off(9) } as AvailablePromotions)).toBe(0);
  });
  it("shows the number below 100, an ellipsis from 100, nothing at 0", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("…");
    expect(badgeText(250)).toBe("…");
  });
});
