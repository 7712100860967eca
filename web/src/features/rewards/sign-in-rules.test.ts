import { describe, expect, it } from "vitest";
import type { SignInPromotion } from "./reward-types.ts";
import { afterSignIn, signInState, todayOf } from "./sign-in-rules.ts";

const promotion = (overrides: Partial<SignInPromotion> = {}): SignInPromotion => ({
  promotionId: 3401,
  title: "7-day sign-in",
  cycleDays: 3,
  signedDays: 1,
  signedToday: false,
  eligibleToday: true,
  totalReward: 2,
  days: [
    { day: 1, reward: 2, status: "SIGNED" },
    { day: 2, reward: 3, status: "CLAIM" },
    { day: 3, reward: 5, status: "COMING_SOON" },
  ],
  ...overrides,
});

describe("the daily sign-in", () => {
  it("today is the first day not signed", () => {
    expect(todayOf(promotion())?.day).toBe(2);
    expect(todayOf(promotion({ days: [{ day: 1, reward: 2, status: "SIGNED" }] }))).toBeUndefined();
  });

  it("today's button: open, signed, or not possible", () => {
    expect(signInState(promotion())).toBe("open");
    expect(signInState(promotion({ signedToday: true, eligibleToday: false }))).toBe("signed");
    expect(signInState(promotion({ eligibleToday: false }))).toBe("notEligible");
  });

  it("after signing, the day reads signed, today is done and the cycle's count and total follow the answer", () => {
    const next = afterSignIn(promotion(), { promotionId: 3401, day: 2, reward: 3, signedDays: 2, sumBalance: 100 });
    expect(next.days.map((d) => d.status)).toEqual(["SIGNED", "SIGNED", "COMING_SOON"]);
    expect(next).toMatchObject({ signedToday: true, eligibleToday: false, signedDays: 2, totalReward: 5 });
    expect(signInState(next)).toBe("signed");
  });
});
