// Spec §6 "Roles and permissions" as pure functions of the session.
import type { MemberType, SessionInfo } from "../../stores/session-record.ts";

export type Role = "visitor" | "trial" | "member" | "other";

/** Actions that need a session (spec §6 "Visitor"). */
export type GuardedAction =
  | "inbox"
  | "liveChat"
  | "settings"
  | "launchGame"
  | "favourite"
  | "memberCentre"
  | "affiliate"
  | "deposit"
  | "withdraw"
  | "rewards"
  | "invite"
  | "benefits"
  | "recentTab"
  | "favouritesTab";

/** allow; login: send to /m/login; freeReject: 'free_reject' toast; registerPrompt: alert Cancel / Register now. */
export type GateOutcome = "allow" | "login" | "freeReject" | "registerPrompt";

const realMemberTypes: readonly MemberType[] = [0, 1, 2];

export function roleOf(session: SessionInfo | null): Role {
  if (!session) return "visitor";
  if (session.type === 4) return "trial";
  return realMemberTypes.includes(session.type) ? "member" : "other";
}

/** Spec §5 "Footer deposit/free check": only types 0, 1, 2 pass. */
export function isRealMember(session: SessionInfo | null): boolean {
  return session !== null && realMemberTypes.includes(session.type);
}

export function gate(action: GuardedAction, session: SessionInfo | null): GateOutcome {
  const role = roleOf(session);
  if (role === "visitor") return "login";
  if (action === "deposit") return isRealMember(session) ? "allow" : "freeReject";
  if (role === "trial") {
    // Spec §6 "Trial/guest": blocked from inbox, live chat and deposit; member centre prompts.
    if (action === "inbox" || action === "liveChat") return "freeReject";
    if (action === "memberCentre") return "registerPrompt";
  }
  return "allow";
}

/** Spec §6: no unread counts are fetched for visitors or trial accounts. */
export function canFetchUnreadCounts(session: SessionInfo | null): boolean {
  const role = roleOf(session);
  return role !== "visitor" && role !== "trial";
}

/** Spec §4 "Announcement read": marked read only for logged-in sessions whose type is not 4. */
export const canMarkNoticesRead = canFetchUnreadCounts;

/** Spec §2 footer: Deposit for members who may deposit (types 0, 1, 2), Sponsor for everyone else. */
export function footerMoneyEntry(session: SessionInfo | null): "deposit" | "sponsor" {
  return isRealMember(session) ? "deposit" : "sponsor";
}

/**
 * Issue 21: a logged-in member opening /m/login or /m/register is sent home. A
 * trial account is not: its member centre sends it to register (spec §6).
 */
export function isLoggedInMember(session: SessionInfo | null): boolean {
  const role = roleOf(session);
  return role === "member" || role === "other";
}

/** Spec §6 "Agent", contract and dividend checks: 4, 40, 41, 42 are not agents. */
export function isContractAgent(session: SessionInfo | null): boolean {
  return session !== null && ![4, 40, 41, 42].includes(session.type);
}

/** Spec §6 "Agent", agent modal and agent home: 0, 4, 40 are not agents. */
export function isAgentForAgentHome(session: SessionInfo | null): boolean {
  return session !== null && ![0, 4, 40].includes(session.type);
}
