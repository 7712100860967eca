// The daily sign-in (LOGIN promotion): today can be signed once, when its
// condition is met; signing credits the day's reward, marks the day and
// records the credit (BONUS, records.ts).
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import { checked } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

export const signInHandlers: HandlerTable = {
  getSignInPromotion: (request) => ok<"getSignInPromotion">({ success: true, value: request.member!.signIn }),

  claimSignIn: (request, context) => {
    const read = checked<Schemas["SignInClaimRequest"]>(request.json, context, "SignInClaimRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const calendar = member.signIn;
    if (read.payload.promotionId !== calendar.promotionId) return refuse("promotion.not.found", "This promotion does not exist");
    if (calendar.signedToday) return refuse("promotion.login.already.signed", "You have already signed in today. Come back tomorrow");
    const today = calendar.days.find((day) => day.status !== "SIGNED");
    if (!calendar.eligibleToday || !today) return refuse("promotion.claim.condition.not.met", "Today's sign-in condition is not met");
    today.status = "SIGNED";
    calendar.signedToday = true;
    calendar.eligibleToday = false;
    calendar.signedDays += 1;
    calendar.totalReward = cents((calendar.totalReward ?? 0) + today.reward);
    member.balance = cents(member.balance + today.reward);
    context.state.recordMovement(member, { prefix: "BN", type: "BONUS", amount: today.reward, status: "SUCCESS", remark: `Daily sign-in, day ${today.day}`, requestId: requestIdOf(request) });
    return ok<"claimSignIn">({
      success: true,
      value: { promotionId: calendar.promotionId, day: today.day, reward: today.reward, signedDays: calendar.signedDays, sumBalance: member.balance },
    });
  },
};
