// The check-in (LOGIN promotion) as the member centre reads it: the
// configurations, the days of each with today's marked, and the claim of
// today's day by its detail id. A day is claimed once; a day whose deposit or
// valid-bet requirement the member has not reached is refused with what is
// missing (the SIGNIN chunk's payloads); a claim credits the day's money (a
// BONUS record, records.ts) and points, and moves the day and the totals.
import { ok, refuse, type HandlerTable, type Reply, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import type { Member } from "../state.ts";
import { checked } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

type Day = Schemas["SignInDay"];

/** The configuration and day a detail id names, among the member's. */
function dayOf(member: Member, detailId: number): { history: Schemas["SignInConfigHistory"]; day: Day } | undefined {
  for (const history of Object.values(member.signIn.days)) {
    const day = history.list.find((item) => item.id === detailId);
    if (day) return { history, day };
  }
  return undefined;
}

/** The SIGNIN chunk's refusal for a day whose deposit or valid-bet requirement is not reached yet; undefined when both are. */
function shortOf(member: Member, day: Day): Reply<"claimSignIn"> | undefined {
  const requiredDepositAmount = day.depositAmount ?? 0;
  const requiredValidBet = day.validBetAmount ?? 0;
  const { deposit, validBet } = member.signIn.progress;
  const depositShort = requiredDepositAmount > deposit;
  const betShort = requiredValidBet > validBet;
  if (!depositShort && !betShort) return undefined;
  const data: Schemas["SignInClaimRequirement"] = { requiredDepositAmount, accumulatedDepositAmount: deposit, requiredValidBet, actualBet: validBet };
  const [code, message] =
    depositShort && betShort
      ? (["claim_deposit_and_bet_required", "Please complete the deposit and betting requirements to claim"] as const)
      : depositShort
        ? (["claim_deposit_required", "Please complete the deposit requirement to claim"] as const)
        : (["claim_bet_required", "Please complete the betting requirement to claim"] as const);
  // A refusal with what is missing in value.data: the SIGNIN chunk reads it there.
  return ok<"claimSignIn">({ success: false, errorCode: code, message, value: { data } });
}

export const signInHandlers: HandlerTable = {
  getSignInPromotion: (request) => ok<"getSignInPromotion">({ success: true, value: request.member!.signIn.configs }),

  getSignInConfigHistory: (request) => {
    const history = request.member!.signIn.days[Number(request.query.get("configId"))];
    if (!history) return refuse("request_param_err", "Request parameter error");
    return ok<"getSignInConfigHistory">({ success: true, value: history });
  },

  claimSignIn: (request, context) => {
    const read = checked<Schemas["SignInClaimRequest"]>(request.json, context, "SignInClaimRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const found = dayOf(member, read.payload.promotionConfigDetailId);
    // Only today's day can be claimed (the member centre claims a day only when isToday is Y).
    if (!found || found.day.isToday !== "Y") return refuse("request_param_err", "Request parameter error");
    const { history, day } = found;
    if (day.hasClaimed === "Y") return refuse("promotion.login.already.signed", "You have already checked in today. Come back tomorrow");
    const short = shortOf(member, day);
    if (short) return short;
    for (const item of history.list) item.isClaimedToday = "Y";
    day.hasClaimed = "Y";
    const amount = day.amount ?? 0;
    const points = day.pointAmount ?? 0;
    history.footer.dayCountClaimed += 1;
    history.footer.totalClaimedAmount = cents(history.footer.totalClaimedAmount + amount);
    history.footer.totalClaimedPointAmount = cents(history.footer.totalClaimedPointAmount + points);
    member.points += points;
    if (amount > 0) {
      member.balance = cents(member.balance + amount);
      context.state.recordMovement(member, { prefix: "BN", type: "BONUS", amount, status: "SUCCESS", remark: `Daily check-in, day ${day.dayCount}`, requestId: requestIdOf(request) });
    }
    return ok<"claimSignIn">({ success: true, value: null });
  },
};
