// The points mall: a redemption or a conversion is password-checked and
// encrypted; it spends the member's points once, refuses what the points,
// the stock or the member's limit do not cover, and credits cash rewards.
// The day's conversion limit counts every conversion of the platform's day
// together (issue 29). Each redemption and conversion goes into the points
// history, and the cash it credits into the transaction records (records.ts),
// with the request's Idempotency-Key.
import { ok, refuse, type HandlerTable, type SandboxContext, type SandboxRequest, type Schemas } from "../handler-types.ts";
import { cents, platformDay, platformTime } from "../money.ts";
import type { Member } from "../state.ts";
import { encryptedPayload } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

const wrongPassword = () => refuse("password.check.failed", "Incorrect password");

function rewardFor(member: Member, reward: Schemas["PointReward"]): Schemas["PointReward"] {
  return { ...reward, redeemedByMember: member.redeemed.get(reward.rewardId) ?? 0 };
}

/** Points the member converted today (the platform's day). */
function convertedToday(member: Member, context: SandboxContext): number {
  const today = platformDay(context.state.now());
  return member.pointHistory.filter((r) => r.type === "CONVERT" && r.status !== "FAILED" && platformDay(r.createdTime) === today).reduce((sum, r) => sum + r.points, 0);
}

/** Adds a line to the points history, and the cash it credited (if any) to the transaction records. */
function recordPoints(request: SandboxRequest, context: SandboxContext, line: Omit<Schemas["PointRedemption"], "createdTime" | "requestId">): void {
  const member = request.member!;
  const requestId = requestIdOf(request);
  member.pointHistory.unshift({ ...line, createdTime: platformTime(context.state.now()), requestId });
  if (line.cashAmount) {
    const remark = line.type === "CONVERT" ? `Points conversion, ${line.points} points` : `Points mall: ${line.rewardName ?? "reward"} x${line.quantity ?? 1}`;
    context.state.recordMovement(member, { prefix: "BN", type: "BONUS", amount: line.cashAmount, status: "SUCCESS", remark, requestId });
  }
}

export const pointHandlers: HandlerTable = {
  getPointBalance: (request) => ok<"getPointBalance">({ success: true, value: request.member!.points }),

  getPointRewards: (request, context) => {
    const list = context.state.pointRewards.map((reward) => rewardFor(request.member!, reward));
    return ok<"getPointRewards">({ success: true, value: { list, pageNum: 1, totalPages: 1, totalCount: list.length } });
  },

  getPointConfig: (_request, context) => ok<"getPointConfig">({ success: true, value: context.state.pointConfig }),

  redeemPointReward: (request, context) => {
    const read = encryptedPayload<Schemas["PointRedeemPayload"]>(request, context, "PointRedeemPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { rewardId, quantity, password } = read.payload;
    if (password !== member.password) return wrongPassword();
    const reward = context.state.pointRewards.find((r) => r.rewardId === rewardId);
    if (!reward) return refuse("point.reward.not.found", "This reward does not exist");
    if (reward.status !== "AVAILABLE" || (reward.stock != null && reward.stock < quantity)) return refuse("point.reward.sold.out", "This reward is sold out");
    const redeemed = member.redeemed.get(rewardId) ?? 0;
    if (reward.limitPerMember != null && redeemed + quantity > reward.limitPerMember) return refuse("point.reward.limit.reached", "You have reached the limit for this reward");
    const pointsUsed = reward.pointPrice * quantity;
    if (member.points.point < pointsUsed) return refuse("point.insufficient", "Not enough points for this reward");
    member.points = { ...member.points, point: member.points.point - pointsUsed };
    member.redeemed.set(rewardId, redeemed + quantity);
    if (reward.stock != null) reward.stock -= quantity;
    const cashAmount = reward.rewardType === "CASH" && reward.cashAmount != null ? cents(reward.cashAmount * quantity) : null;
    if (cashAmount !== null) member.balance = cents(member.balance + cashAmount);
    const redeemId = context.state.transactionId("PR");
    // A cash reward is paid at once; any other waits for customer service to deliver it.
    const status = cashAmount !== null ? "SUCCESS" : "PENDING";
    recordPoints(request, context, { redeemId, type: "REDEEM", rewardName: reward.name, quantity, points: pointsUsed, cashAmount, status, remark: null });
    return ok<"redeemPointReward">({
      success: true,
      value: { redeemId, rewardId, pointsUsed, pointBalance: member.points.point, cashAmount, sumBalance: member.balance },
    });
  },

  convertPoints: (request, context) => {
    const read = encryptedPayload<Schemas["PointConvertPayload"]>(request, context, "PointConvertPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { points, password } = read.payload;
    const config = context.state.pointConfig;
    if (password !== member.password) return wrongPassword();
    if (!config.convertEnabled) return refuse("function.not.available", "This function is not available");
    if (points < (config.minConvertPoints ?? 1)) return refuse("point.convert.below.minimum", `Convert at least ${config.minConvertPoints} points`);
    if (config.maxConvertPointsPerDay != null && convertedToday(member, context) + points > config.maxConvertPointsPerDay) {
      const left = Math.max(0, config.maxConvertPointsPerDay - convertedToday(member, context));
      return refuse("point.convert.daily.limit", `You can convert up to ${config.maxConvertPointsPerDay} points a day; ${left} left today`);
    }
    if (member.points.point < points) return refuse("point.insufficient", "Not enough points");
    const amount = cents(points / (config.pointsPerUnit ?? 1));
    member.points = { ...member.points, point: member.points.point - points };
    member.balance = cents(member.balance + amount);
    recordPoints(request, context, { redeemId: context.state.transactionId("PC"), type: "CONVERT", rewardName: null, quantity: 1, points, cashAmount: amount, status: "SUCCESS", remark: null });
    return ok<"convertPoints">({ success: true, value: { points, amount, pointBalance: member.points.point, sumBalance: member.balance } });
  },
};
