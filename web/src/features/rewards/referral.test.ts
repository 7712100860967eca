import { describe, expect, it } from "vitest";
import { memberSession } from "../../testing/fixtures.ts";
import type { AvailablePromotions } from "../promotion-availability/index.ts";
import { inviteOutcome, memberLinks, shareableUrl } from "./referral.ts";
import { referralLink } from "./testing/rewards-fixtures.ts";

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

describe("the links", () => {
  it("keeps the member's own links, not agent links", () => {
    expect(memberLinks([referralLink, { ...referralLink, affUrlId: 2, customerType: 41 }, { ...referralLink, affUrlId: 3, customerType: undefined }]).map((l) => l.affUrlId)).toEqual([
      7412, 3,
    ]);
  });

  it("makes a path absolute on this site and refuses other schemes and credentials", () => {
    expect(shareableUrl("/m/register?code=PLY1O7", "https://play.example")).toBe("https://play.example/m/register?code=PLY1O7");
    expect(shareableUrl("https://join.example/r/PLY1O7", "https://play.example")).toBe("https://join.example/r/PLY1O7");
    expect(shareableUrl("javascript:alert(1)", "https://play.example")).toBeNull();
    expect(shareableUrl("https://bank.example@evil.example/", "https://play.example")).toBeNull();
    expect(shareableUrl("http://[bad", "https://play.example")).toBeNull();
  });
});
