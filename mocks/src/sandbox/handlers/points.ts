// The points mall: a redemption or a conversion is password-checked and
// encrypted; it spends the member's points once, refuses what the points,
// the stock or the member's limit do not cover, and credits cash rewards.
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import type { Member } from "../state.ts";
import { encryptedPayload } from "./encrypted-payload.ts";

const wrongPassword = () => refuse("password.check.failed", "Incorrect password");

function rewardFor(member: Member, reward: Schemas["PointReward"]): Schemas["PointReward"] {
  return { ...reward, redeemedByMember: member.redeemed.get(reward.rewardId) ?? 0 };
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
    return ok<"redeemPointReward">({
      success: true,
      value: { redeemId: context.state.transactionId("PR"), rewardId, pointsUsed, pointBalance: member.points.point, cashAmount, sumBalance: member.balance },
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
    if (config.maxConvertPointsPerDay != null && points > config.maxConvertPointsPerDay) return refuse("point.convert.daily.limit", "Today's conversion limit is reached");
    if (member.points.point < points) return refuse("point.insufficient", "Not enough points");
    const amount = cents(points / (config.pointsPerUnit ?? 1));
    member.points = { ...member.points, point: member.points.point - points };
    member.balance = cents(member.balance + amount);
    return ok<"convertPoints">({ success: true, value: { points, amount, pointBalance: member.points.point, sumBalance: member.balance } });
  },
};
