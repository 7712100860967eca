// The rewards centre: a claim credits the balance and moves the reward to
// claimed (status C) once; a second claim of the same reward is refused.
// Tickets (PROMOFE_getClaimTicketList / claimTicket) work the same way, once
// their conditions are met.
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import type { Member } from "../state.ts";
import { checked } from "./encrypted-payload.ts";

function credit(member: Member, amount: number): number {
  member.balance = cents(member.balance + amount);
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
    reward.status = "C";
    const sumBalance = credit(member, reward.amount ?? 0);
    return ok<"claimReward">({ success: true, value: { promotionClaimId: reward.rewardId, amount: reward.amount ?? 0, sumBalance } });
  },

  getClaimTickets: (request) => {
    const status = request.query.get("status") ?? "AVAILABLE";
    return ok<"getClaimTickets">({ success: true, value: request.member!.tickets.filter((t) => (t.status ?? "AVAILABLE") === status) });
  },

  claimTicket: (request, context) => {
    const read = checked<Schemas["ClaimTicketRequest"]>(request.json, context, "ClaimTicketRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const ticket = member.tickets.find((t) => t.transactionId === String(read.payload.transactionId));
    if (!ticket) return refuse("ticket.not.found", "This ticket does not exist");
    if (ticket.status === "CLAIMED") return refuse("ticket.already.claimed", "This ticket has already been claimed");
    if (ticket.status === "EXPIRED") return refuse("ticket.expired", "This ticket has expired");
    // Reference §3.5: a ticket is claimable only once its conditions are met.
    if ((ticket.conditionStatus ?? []).length > 0) return refuse("ticket.condition.not.met", ticket.conditionStatus!.join("; "));
    ticket.status = "CLAIMED";
    const amount = context.state.ticketAmount;
    return ok<"claimTicket">({ success: true, value: { transactionId: read.payload.transactionId, amount, sumBalance: credit(member, amount) } });
  },
};
