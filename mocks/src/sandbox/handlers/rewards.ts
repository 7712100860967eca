// The rewards centre: a claim credits the balance and moves the reward to
// claimed (status C) once; a second claim of the same reward is refused.
// Tickets (PROMOFE_getClaimTicketList / claimTicket) work the same way, once
// their conditions are met. Every credit is a BONUS record (records.ts).
// Lucky draws are per member: joining one open for registration gives the
// member tickets and the draw shows them; joining twice, or one not open, is
// refused. Joining moves no money, so it makes no record.
//
// What the member centre reads is the member's own: the VIP
// progress from their turnover (vip.ts), the promotions' counts from what
// they can really claim now, their referral code and links of their own.
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

/** A reward of the rewards centre the member can claim now: issued (I) and not past its expiry. */
function claimable(reward: Schemas["ClaimableReward"], now: number): boolean {
  return (reward.status ?? "I") === "I" && (reward.expiry == null || reward.expiry >= now);
}

/**
 * The count per promotion type of what this member can claim now (spec §2's
 * badges): rewards by type, tickets whose conditions are met, and for LOGIN
 * the check-ins whose today can be claimed now (not claimed, its deposit and
 * bet reached). REFERRAL counts nothing.
 */
function claimableCounts(member: Member, now: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reward of member.rewards.filter((r) => claimable(r, now))) counts[reward.promotionType] = (counts[reward.promotionType] ?? 0) + 1;
  counts.TICKET = member.tickets.filter((t) => (t.status ?? "AVAILABLE") === "AVAILABLE" && (t.conditionStatus ?? []).length === 0).length;
  const { deposit, validBet } = member.signIn.progress;
  const claimableToday = (day: Schemas["SignInDay"]) =>
    day.isToday === "Y" && day.hasClaimed !== "Y" && (day.depositAmount ?? 0) <= deposit && (day.validBetAmount ?? 0) <= validBet;
  counts.LOGIN = Object.values(member.signIn.days).filter((history) => history.list.some(claimableToday)).length;
  return counts;
}

/** The merchant's availability (an example's) with this caller's counts; a caller the sandbox does not know counts 0. */
function withCounts<T extends Record<string, Schemas["PromotionAvailability"] | undefined>>(merchant: T, counts: Record<string, number>): T {
  return Object.fromEntries(
    Object.entries(merchant).map(([key, availability]) => [key, availability && { ...availability, count: availability.enabled ? (counts[key] ?? 0) : 0 }]),
  ) as T;
}

/** A member's referral code (made on the first ask, as autoGenerate does): letters of the name and the id, unique per member. */
function referralCodeOf(member: Member): string {
  const letters = member.userName.replace(/[^A-Za-z]/g, "").slice(0, 3).toLowerCase().padEnd(3, "m");
  return `${letters}${member.id.toString(36)}`;
}

/** Tickets a member gets for joining a draw (spec: one per ￥100 deposited; the sandbox gives three). */
const TICKETS_PER_ENTRY = 3;

export const rewardHandlers: HandlerTable = {
  getVipProgress: (request, { state }) => ok<"getVipProgress">({ success: true, value: rankProgress(state.vipLevels, request.member!.turnover) }),

  // Which promotions are on is the merchant's (the contract's "available" example); the counts are the member's.
  getAvailablePromotions: (request, context) => {
    const merchant = (context.example("getAvailablePromotions", "available") as OkBody<"getAvailablePromotions">).value ?? { content: {} };
    const counts = claimableCounts(request.member!, context.state.now().getTime());
    return ok<"getAvailablePromotions">({ success: true, value: { content: withCounts(merchant.content, counts), footer: {} } });
  },

  // The older shell's call sends no session (reference §1.1): counts are 0 unless the caller is known.
  getAvailablePromotionsLegacy: (request, context) => {
    const merchant = (context.example("getAvailablePromotionsLegacy", "available") as OkBody<"getAvailablePromotionsLegacy">).value ?? {};
    const counts = request.member ? claimableCounts(request.member, context.state.now().getTime()) : {};
    return ok<"getAvailablePromotionsLegacy">({ success: true, value: withCounts(merchant, counts) });
  },

  // The member's own code; the hosts and the merchant's referral rewards are the contract's "details" example.
  getReferralDetails: (request, context) => {
    const member = request.member!;
    const merchant = (context.example("getReferralDetails", "details") as OkBody<"getReferralDetails">).value;
    return ok<"getReferralDetails">({ success: true, value: { ...merchant, referralCode: referralCodeOf(member), totalInvitations: 0 } });
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
    if (!claimable(reward, context.state.now().getTime())) return refuse("promotion.claim.expired", "This reward has expired");
    reward.status = "C";
    const amount = reward.rewardAmount ?? 0;
    const points = reward.rewardPoint ?? 0;
    const claimedTickets: NonNullable<Schemas["ClaimPromotionResult"]>["claimedTickets"] = [];
    if (amount > 0) {
      credit(request, context, amount, reward.eventName ?? `Reward ${reward.rewardId}`);
      claimedTickets.push({ rewardType: "BONUS", value: amount, ticketType: null });
    }
    if (points > 0) {
      member.points += points;
      claimedTickets.push({ rewardType: "POINT", value: points, ticketType: null });
    }
    if (reward.ticketName) claimedTickets.push({ rewardType: "TICKET", value: null, ticketType: reward.ticketName });
    return ok<"claimReward">({ success: true, value: { claimedTickets } });
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
