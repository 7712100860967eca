// The rewards centre: a claim credits the balance and moves the reward to
// claimed (status C) once; a second claim of the same reward is refused.
// Tickets (PROMOFE_getClaimTicketList / claimTicket) work the same way, once
// their conditions are met. Every credit is a BONUS record (records.ts).
// Lucky draws are per member: joining one open for registration gives the
// member tickets and the draw shows them; joining twice, or one not open, is
// refused. Joining moves no money, so it makes no record.
//
// What the member centre reads is the member's own (issue 34): the VIP
// progress from their turnover (vip.ts), the promotions' counts from what
// they can really claim now, their referral links with a code of their own.
import { ok, refuse, type HandlerTable, type OkBody, type SandboxContext, type SandboxRequest, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import type { Member } from "../state.ts";
import { rankProgress } from "../vip.ts";
import { checked } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

/** Credits a bonus to the member who called, records it, and answers the new balance. */
function credit(request: SandboxRequest, context: SandboxContext, amount: number, remark: string): number {
  const member = request.member!;
  member.balance = cents(member.balance + amount);
  context.state.recordMovement(member, { prefix: "BN", type: "BONUS", amount, status: "SUCCESS", remark, requestId: requestIdOf(request) });
  return member.balance;
}

type PromotionKey = Schemas["PromotionKey"];

/** A reward of the rewards centre the member can claim now: open (I) and labelled claim (or unlabelled). */
function claimable(reward: Schemas["ClaimableReward"]): boolean {
  return (reward.status ?? "I") === "I" && (reward.activityStatus === undefined || reward.activityStatus === "CLAIM");
}

/**
 * The count per promotion key of what this member can claim now (spec §2's
 * badges): rewards by type, tickets whose conditions are met, today's sign-in
 * when it is open. REFERRAL counts nothing.
 */
function claimableCounts(member: Member): Partial<Record<PromotionKey, number>> {
  const counts: Partial<Record<PromotionKey, number>> = {};
  for (const reward of member.rewards.filter(claimable)) counts[reward.promotionType] = (counts[reward.promotionType] ?? 0) + 1;
  counts.TICKET = member.tickets.filter((t) => (t.status ?? "AVAILABLE") === "AVAILABLE" && (t.conditionStatus ?? []).length === 0).length;
  counts.LOGIN = !member.signIn.signedToday && member.signIn.eligibleToday ? 1 : 0;
  return counts;
}

/** Tickets a member gets for joining a draw (spec: one per ￥100 deposited; the sandbox gives three). */
const TICKETS_PER_ENTRY = 3;

export const rewardHandlers: HandlerTable = {
  getVipProgress: (request, { state }) => ok<"getVipProgress">({ success: true, value: rankProgress(state.vipLevels, request.member!.turnover) }),

  // Which promotions are on is the merchant's (the contract's "available" example); the counts are the
  // caller's. The real client sends no session here (reference §1.1): a caller the sandbox does not know counts 0.
  getAvailablePromotions: (request, context) => {
    const merchant = (context.example("getAvailablePromotions", "available") as OkBody<"getAvailablePromotions">).value ?? {};
    const counts = request.member ? claimableCounts(request.member) : {};
    const value = Object.fromEntries(
      Object.entries(merchant).map(([key, availability]) => [key, { ...availability, count: availability.enabled ? (counts[key as PromotionKey] ?? 0) : 0 }]),
    );
    return ok<"getAvailablePromotions">({ success: true, value });
  },

  getAffiliateUrls: (request) => ok<"getAffiliateUrls">({ success: true, value: request.member!.affiliateUrls }),

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
    reward.activityStatus = "CLAIMED";
    const sumBalance = credit(request, context, reward.amount ?? 0, reward.title ?? `Reward ${reward.rewardId}`);
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
    const sumBalance = credit(request, context, amount, `Ticket ${ticket.transactionId}`);
    return ok<"claimTicket">({ success: true, value: { transactionId: read.payload.transactionId, amount, sumBalance } });
  },

  getRaffleStatus: (request) => {
    const promotionId = Number(request.query.get("promotionId"));
    const raffle = request.member!.raffles.find((r) => r.promotionId === promotionId);
    if (!raffle) return refuse("promotion.not.found", "This promotion does not exist or has ended");
    return ok<"getRaffleStatus">({ success: true, value: raffle });
  },

  joinRaffle: (request, context) => {
    const read = checked<Schemas["RaffleJoinRequest"]>(request.json, context, "RaffleJoinRequest");
    if (!read.ok) return read;
    const raffle = request.member!.raffles.find((r) => r.promotionId === read.payload.promotionId);
    if (!raffle) return refuse("promotion.not.found", "This promotion does not exist or has ended");
    if (raffle.activityStatus === "REGISTERED" || (raffle.ticketNumbers ?? []).length > 0) return refuse("promotion.raffle.already.joined", "You have already joined this lucky draw");
    if (raffle.activityStatus === "COMING_SOON") return refuse("promotion.raffle.not.open", "Registration for this lucky draw has not opened yet");
    if (raffle.activityStatus !== "JOIN") return refuse("promotion.raffle.registration.closed", "Registration for this lucky draw has closed");
    const first = 2001 + (raffle.entrantCount ?? 0);
    raffle.ticketNumbers = Array.from({ length: TICKETS_PER_ENTRY }, (_, i) => String(first + i).padStart(4, "0"));
    raffle.entrantCount = (raffle.entrantCount ?? 0) + 1;
    raffle.activityStatus = "REGISTERED";
    return ok<"joinRaffle">({
      success: true,
      value: { promotionId: raffle.promotionId, activityStatus: raffle.activityStatus, ticketNumbers: raffle.ticketNumbers, drawTime: raffle.drawTime ?? null },
    });
  },
};
