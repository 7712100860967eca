import { describe, expect, it } from "vitest";
import { memberSession } from "../../testing/fixtures.ts";
import type { AvailablePromotions } from "../promotion-availability/index.ts";
import { inviteOutcome, inviteUrl, referralEarnings } from "./referral.ts";
import { referral } from "./testing/rewards-fixtures.ts";

const on = { REFERRAL: { enabled: true, count: 0 } } as AvailablePromotions;
const off = { REFERRAL: { enabled: false, count: 0 } } as AvailablePromotions;

describe("invite friends: which branch (spec §6)", () => {
  it("a member (0, 4, 40) gets the referral page when REFERRAL is enabled, else coming soon", () => {
    for (const type of [0, 4, 40] as const) {
      expect(inviteOutcome(memberSession({ type }), on, true)).toBe("referral");
      expect(inviteOutcome(memberSession({ type }), off, true)).toBe("comingSoon");
    }
  });

  it("an agent (1, 2, 41, 42) gets the agent modal, whatever the flag", () => {
    for (const type of [1, 2, 41, 42] as const) {
      expect(inviteOutcome(memberSession({ type }), on, true)).toBe("agentModal");
      expect(inviteOutcome(memberSession({ type }), off, true)).toBe("agentModal");
    }
  });

  it("waits for the availability answer; no answer (a failure) counts as off", () => {
    expect(inviteOutcome(memberSession(), undefined, false)).toBe("pending");
    expect(inviteOutcome(memberSession(), undefined, true)).toBe("comingSoon");
  });
});

describe("the invitation link (the member centre's getInviteUrl)", () => {
  const origin = "https://m.platform.test";

  it("is the root of the first usable promotion host with the member's code", () => {
    expect(inviteUrl(referral, origin)).toBe("https://www.platform.test/?referralCode=ply6684");
    expect(inviteUrl({ ...referral, promotionDomains: ["https://play.platform.test/"] }, origin)).toBe("https://play.platform.test/?referralCode=ply6684");
  });

  it("puts a two-label host under www, skips hosts of three dots or more, and falls back to this site", () => {
    expect(inviteUrl({ ...referral, promotionDomains: ["platform.test"] }, origin)).toBe("https://www.platform.test/?referralCode=ply6684");
    expect(inviteUrl({ ...referral, promotionDomains: ["a.b.c.platform.test"] }, origin)).toBe("https://m.platform.test/?referralCode=ply6684");
    expect(inviteUrl({ ...referral, promotionDomains: [] }, origin)).toBe("https://m.platform.test/?referralCode=ply6684");
  });

  it("carries an affiliate code as affiliateCode", () => {
    expect(inviteUrl({ ...referral, affiliateCode: "A8K2Q7" }, origin)).toBe("https://www.platform.test/?affiliateCode=A8K2Q7&referralCode=ply6684");
  });

  it("shares no link the URL gate refuses", () => {
    expect(inviteUrl({ ...referral, promotionDomains: ["http://plain.platform.test"] }, origin)).toBeNull();
    expect(inviteUrl({ ...referral, promotionDomains: ["javascript:alert(1)"] }, origin)).toBe("https://m.platform.test/?referralCode=ply6684");
  });
});

describe("the referral rewards", () => {
  it("lists the ones the merchant runs (Y), in the member centre's order", () => {
    expect(referralEarnings(referral)).toEqual(["invitation", "depositRebate"]);
    expect(referralEarnings({ referralCode: "x" })).toEqual([]);
  });
});
