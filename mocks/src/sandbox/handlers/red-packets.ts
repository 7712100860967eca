// The red-packet rain (/m/redRain): each member sees the event with its
// sessions; in a session that is raining (JOIN) a member catches one packet,
// credited to the main wallet and recorded (BONUS, records.ts); a second
// catch in the session, a session not raining, or a member who does not meet
// the requirement is refused.
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import { checked } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

export const redPacketHandlers: HandlerTable = {
  getRedPacketRain: (request) => ok<"getRedPacketRain">({ success: true, value: request.member!.redPacketRain }),

  joinRedPacketRain: (request, context) => {
    const read = checked<Schemas["RedPacketRainJoinRequest"]>(request.json, context, "RedPacketRainJoinRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const event = member.redPacketRain;
    const session = event.eventId === read.payload.eventId ? event.sessions?.find((s) => s.sessionId === read.payload.sessionId) : undefined;
    if (!session) return refuse("promotion.not.found", "This red-packet rain does not exist or has ended");
    if (session.amountWon != null) return refuse("redrain.already.joined", "You have already caught a red packet in this session");
    if (session.activityStatus !== "JOIN") return refuse("redrain.not.open", "The red-packet rain has not started yet");
    if (event.eligible === false) return refuse("promotion.claim.condition.not.met", event.requirement ?? "The condition to join is not met");
    const amount = context.state.redPacketAmount;
    session.amountWon = amount;
    event.totalWon = cents((event.totalWon ?? 0) + amount);
    member.balance = cents(member.balance + amount);
    context.state.recordMovement(member, { prefix: "BN", type: "BONUS", amount, status: "SUCCESS", remark: `Red-packet rain, session ${session.sessionId}`, requestId: requestIdOf(request) });
    return ok<"joinRedPacketRain">({ success: true, value: { eventId: event.eventId, sessionId: session.sessionId, amount, sumBalance: member.balance } });
  },
};
