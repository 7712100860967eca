// The rewards centre: a claim credits the balance and moves the reward to
// claimed (status C) once; a second claim of the same reward is refused.
// Tickets (PROMOFE_claimTicket) are the TICKET rewards of the same list.
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import type { Member } from "../state.ts";
import { checked } from "./encrypted-payload.ts";

type Reward = Schemas["ClaimableReward"];

function claim(member: Member, reward: Reward): number {
  reward.status = "C";
  member.balance = cents(member.balance + (reward.amount ?? 0));
  return member.balance;
}

export const rewardHandlers: HandlerTable = {
  getClaimableRewards: (request) => {
    const types = new Set((request.query.get("promotionType") ?? "").split(","));
    const status = request.query.get("status") ?? "I";
    const rewards = request.member!.rewards.filter((r) => types.has(r.promotionType) && (r.status ?? "I") === status);
    return ok<"getClaimableRewards">({ success: true, value: rewards });
  },

  claimReward: (request, context) => {
    const read = checked<Schemas["ClaimPromotionRequest"]>(request.json, context, "ClaimPromotionRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const reward = member.rewards.find((r) => r.rewardId === read.payload.promotionClaimId && r.promotionType === read.payload.promotionType);
    if (!reward) return refuse("promotion.not.found", "This reward does not exist");
    if (reward.status === "C") return refuse("promotion.already.claimed", "This reward has already been claimed");
    if (reward.status === "E") return refuse("promotion.claim.expired", "This reward has expired");
    const sumBalance = claim(member, reward);
    return ok<"claimReward">({ success: true, value: { promotionClaimId: reward.rewardId, amount: reward.amount ?? 0, sumBalance } });
  },

  claimTicket: (request, context) => {
    const read = checked<Schemas["ClaimTicketRequest"]>(request.json, context, "ClaimTicketRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const id = String(read.payload.transactionId);
    const ticket = member.rewards.find((r) => r.promotionType === "TICKET" && String(r.rewardId) === id);
    if (!ticket) return refuse("ticket.not.found", "This ticket does not exist");
    if (ticket.status === "C") return refuse("ticket.already.claimed", "This ticket has already been claimed");
    const sumBalance = claim(member, ticket);
    return ok<"claimTicket">({ success: true, value: { transactionId: read.payload.transactionId, amount: ticket.amount ?? 0, sumBalance } });
  },
};
