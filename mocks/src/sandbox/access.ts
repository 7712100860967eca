// Who may do what (spec §6), checked before any handler: a trial account
// (type 4) is refused the inbox, live chat, every kind of deposit and
// withdraw, and (its balance is play money) every money reward's
// claim, with 'free_reject'; agent pages answer only agents; a member who
// must change the password (login said `firstTimeLogin`) moves no money or
// points until the change succeeded. The refusal is the
// platform's usual HTTP 200 `success: false`.
import type { Member } from "./state.ts";

const FREE_REJECT = { errorCode: "free_reject", message: "Please login an actual account to use this function" };
const NOT_AGENT = { errorCode: "not.agent", message: "Cannot log in because not an agent" };
const PASSWORD_CHANGE = { errorCode: "password.change.required", message: "Please change your password before continuing" };

/** Spec §6: trial accounts are blocked from inbox, live chat and deposit (withdraw too: spec §5 free check), and from money rewards. */
const TRIAL_REFUSED: ReadonlySet<string> = new Set([
  "getInbox",
  "getInboxUnreadCount",
  "markInboxRead",
  "deleteInbox",
  "getInboxLegacy",
  "getInboxUnreadCountLegacy",
  "getInboxMessages",
  "getMessageUnreadCount",
  "markMessagesRead",
  "deleteInboxMessages",
  "launchChat",
  "getChatUnreadCount",
  "getDepositChannels",
  "getDepositSettings",
  "depositByLaunchUrl",
  "depositByQrImage",
  "depositByManualTransfer",
  "withdraw",
  "withdrawLegacy",
  // A trial balance is play money, so it claims no money reward (check-in, rewards centre, tickets).
  "claimSignIn",
  "claimReward",
  "claimTicket",
]);

/**
 * The agent centre's calls (spec §7 "Agent"): the contract's `agent` tag,
 * except the affiliate (referral) links, which the invite page of a member
 * uses too (spec §2 /m/inviteFriends).
 */
function agentOnly(operationId: string, tags: readonly string[] = []): boolean {
  return tags.includes("agent") && !/Aff/.test(operationId);
}

/** Spec §6, the agent-home reading: types 0, 4 and 40 are not agents. */
function isAgent(member: Member): boolean {
  return ![0, 4, 40].includes(member.type);
}

/** `movesMoney`: the operation moves money or points (the contract gives it the Idempotency-Key header). */
export function accessRefusal(operationId: string, tags: readonly string[], member: Member, movesMoney = false): { errorCode: string; message: string } | undefined {
  if (member.type === 4 && TRIAL_REFUSED.has(operationId)) return FREE_REJECT;
  if (agentOnly(operationId, tags) && !isAgent(member)) return NOT_AGENT;
  if (movesMoney && member.firstTimeLogin) return PASSWORD_CHANGE;
  return undefined;
}
