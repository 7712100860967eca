// The daily sign-in (LOGIN promotion) as pure rules: which day is today's,
// what today's button does, and the calendar after a successful sign-in.
import type { SignInClaimResult, SignInDay, SignInPromotion } from "./reward-types.ts";

/** Today's day of the cycle: the first day not yet signed (the schema's rule); undefined when the cycle is complete. */
export function todayOf(promotion: SignInPromotion): SignInDay | undefined {
  return promotion.days.find((day) => day.status !== "SIGNED");
}

export type SignInState = "open" | "signed" | "notEligible";

/** What today's button shows: sign, already signed, or not possible (condition not met, promotion over). */
export function signInState(promotion: SignInPromotion): SignInState {
  if (promotion.signedToday) return "signed";
  return promotion.eligibleToday ? "open" : "notEligible";
}

/** The calendar once today is signed: that day SIGNED, today signed, the cycle's count and total from the answer. */
export function afterSignIn(promotion: SignInPromotion, result: SignInClaimResult): SignInPromotion {
  return {
    ...promotion,
    signedToday: true,
    eligibleToday: false,
    signedDays: result.signedDays,
    totalReward: (promotion.totalReward ?? 0) + result.reward,
    days: promotion.days.map((day) => (day.day === result.day ? { ...day, status: "SIGNED" } : day)),
  };
}
