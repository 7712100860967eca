// The points mall (PTSYS3): a redemption or a conversion is checked with the
// member's withdrawal password (the `passwordCheck/` gateway) and encrypted;
// it spends the member's points once, refuses what the points, the stock or
// the member's limit do not cover, and credits a cash reward or a conversion
// to the main wallet. A redemption goes into the exchange history
// (MCSFE_getRedeemPointList) with its review code: a cash reward is passed at
// once (A), anything else waits for review (P). The day's conversion limit
// counts every conversion of the platform's day together. Every
// credit is a transaction record (state.recordMovement) with the request's
// Idempotency-Key, which the dispatcher also answers once (idempotency.ts).
import { ok, refuse, type HandlerTable, type Refusal, type SandboxContext, type Schemas } from "../handler-types.ts";
import { cents, platformDay } from "../money.ts";
import type { Member } from "../state.ts";
import { encryptedPayload } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

/** The `passwordCheck/` gateway: the member's withdrawal password, set and matching. */
function passwordRefusal(member: Member, fundPassword: string): Refusal | undefined {
  if (member.paymentPassword === undefined) return refuse("not.exists.payment.password", "Please set a withdrawal password first");
  if (fundPassword !== member.paymentPassword) return refuse("invalid.payment.pw", "Incorrect withdrawal password");
  return undefined;
}

function rewardFor(member: Member, reward: Schemas["PointReward"]): Schemas["PointReward"] {
  return { ...reward, redeemedByMember: member.redeemed.get(reward.rewardId) ?? 0 };
}

/** Points the member converted today (the platform's day). */
function convertedToday(member: Member, context: SandboxContext): number {
  const today = platformDay(context.state.now());
  return member.conversions.filter((c) => platformDay(c.at) === today).reduce((sum, c) => sum + c.points, 0);
}

/** A whole list as the contract's one page. */
function onePage<T>(list: T[]): { list: T[]; pageNum: number; totalPages: number; totalCount: number } {
  return { list, pageNum: 1, totalPages: list.length > 0 ? 1 : 0, totalCount: list.length };
}

export const pointHandlers: HandlerTable = {
  getPointBalance: (request) => ok<"getPointBalance">({ success: true, value: request.member!.points }),

  getPointRewardCategories: (_request, context) => ok<"getPointRewardCategories">({ success: true, value: context.state.pointCategories }),

  getPointRewards: (request, context) =>
    ok<"getPointRewards">({ success: true, value: onePage(context.state.pointRewards.map((reward) => rewardFor(request.member!, reward))) }),

  getPointConfig: (_request, context) => ok<"getPointConfig">({ success: true, value: context.state.pointConfig }),

  getPointRedemptions: (request) => ok<"getPointRedemptions">({ success: true, value: onePage(request.member!.pointHistory) }),

  redeemPointReward: (request, context) => {
    const read = encryptedPayload<Schemas["PointRedeemPayload"]>(request, context, "PointRedeemPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { rewardId, fundPassword, address, name, userPhone } = read.payload;
    const wrong = passwordRefusal(member, fundPassword);
    if (wrong) return wrong;
    const reward = context.state.pointRewards.find((r) => r.rewardId === rewardId);
    if (!reward) return refuse("point.reward.not.found", "This reward does not exist");
    if (reward.stock != null && reward.stock < 1) return refuse("point.reward.sold.out", "This reward is sold out");
    const redeemed = member.redeemed.get(rewardId) ?? 0;
    if (reward.limitPerMember != null && redeemed + 1 > reward.limitPerMember) return refuse("point.reward.limit.reached", "You have reached the limit for this reward");
    if (member.points < reward.pointPrice) return refuse("point.insufficient", "Not enough points for this reward");
    member.points -= reward.pointPrice;
    member.redeemed.set(rewardId, redeemed + 1);
    if (reward.stock != null) reward.stock -= 1;
    const requestId = requestIdOf(request);
    const cash = reward.cashAmount ?? null;
    if (cash !== null) {
      member.balance = cents(member.balance + cash);
      context.state.recordMovement(member, { prefix: "BN", type: "BONUS", amount: cash, status: "SUCCESS", remark: `Points mall: ${reward.name}`, requestId });
    }
    const redeemId = context.state.transactionId("PR");
    // Cash is credited at once (passed); anything else is delivered after a review.
    member.pointHistory.unshift({
      redeemId,
      rewardId,
      rewardName: reward.name,
      points: reward.pointPrice,
      status: cash !== null ? "A" : "P",
      createdTime: context.state.now().getTime(),
      address: address ?? null,
      name: name ?? null,
      userPhone: userPhone ?? null,
      remark: null,
      requestId,
    });
    return ok<"redeemPointReward">({ success: true, value: { redeemId, pointBalance: member.points } });
  },

  convertPoints: (request, context) => {
    const read = encryptedPayload<Schemas["PointConvertPayload"]>(request, context, "PointConvertPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { points, fundPassword } = read.payload;
    const config = context.state.pointConfig;
    const wrong = passwordRefusal(member, fundPassword);
    if (wrong) return wrong;
    if (!config.convertEnabled) return refuse("function.not.available", "This function is not available");
    if (points < (config.minConvertPoints ?? 1)) return refuse("point.convert.below.minimum", `Convert at least ${config.minConvertPoints} points`);
    if (config.maxConvertPointsPerDay != null && convertedToday(member, context) + points > config.maxConvertPointsPerDay) {
      const left = Math.max(0, config.maxConvertPointsPerDay - convertedToday(member, context));
      return refuse("point.convert.daily.limit", `You can convert up to ${config.maxConvertPointsPerDay} points a day; ${left} left today`);
    }
    if (member.points < points) return refuse("point.insufficient", "Not enough points");
    const amount = cents(points / (config.pointsPerUnit ?? 1));
    member.points -= points;
    member.balance = cents(member.balance + amount);
    member.conversions.push({ points, at: context.state.now().toISOString() });
    context.state.recordMovement(member, { prefix: "PC", type: "BONUS", amount, status: "SUCCESS", remark: `Points conversion, ${points} points`, requestId: requestIdOf(request) });
    return ok<"convertPoints">({ success: true, value: { amount, pointBalance: member.points } });
  },
};
