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
  /** The rewards centre (spec §2 REWCEN3) and the More panel's check-in entry: claims that credit money. */
  | "rewards"
  /**
   * The check-in page itself (/m/activity/signIn): a visitor opening its address is asked to log in there
   * (spec §6: its More entry has the session check); a trial account is refused as for "rewards".
   */
  | "signIn"
  | "invite"
  | "benefits"
  | "recentTab"
  | "favouritesTab"
  /** Agent home, its grid and footer routes (spec §6 "Agent", agent-home reading). */
  | "agentHome"
  /** The contract pages and the dividend tab (spec §6 "Agent", contract/dividend reading). */
  | "agentContract"
  /** The member's own transaction records (where an unconfirmed money call is looked up) and bet records: real members and agents. */
  | "records";

/**
 * allow; login: send to /m/login; freeReject: refused as an account that is no real member, the one refusal
 * there is (spec §6 'free_reject' with Register now for a trial account: free-reject.ts); home: send
 * to /m/home (an agent page for a non-agent).
 */
export type GateOutcome = "allow" | "login" | "freeReject" | "home";

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
  // The member centre holds the member navigation bar, whose logged-out state spec §2 describes
  // (login-or-register text, Invite, More without a session check): a visitor opens it and sees that bar;
  // its member-only entries (deposit, withdraw, rewards, invite, settings, benefits) still send them to log in.
  if (role === "visitor") return action === "memberCentre" || action === "signIn" ? "allow" : "login";
  if (action === "agentHome") return isAgentForAgentHome(session) ? "allow" : "home";
  if (action === "agentContract") return isContractAgent(session) ? "allow" : "home";
  // Spec §5/§6 deposit; withdraw likewise (the contract: types 0, 1, 2 withdraw; a trial balance is play money).
  if (action === "deposit" || action === "withdraw") return isRealMember(session) ? "allow" : "freeReject";
  if (action === "records") return isRealMember(session) || isAgentForAgentHome(session) ? "allow" : "freeReject";
  if (role === "trial") {
    // Spec §6 "Trial/guest": blocked from inbox, live chat and deposit; the member centre asks it to register.
    // The member centre's alert and the toast were two ways of saying one refusal; now both are one.
    if (action === "inbox" || action === "liveChat" || action === "memberCentre") return "freeReject";
    // A trial balance is play money, so the app offers it no money reward (check-in, rewards centre, tickets).
    if (action === "rewards" || action === "signIn") return "freeReject";
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
 * A logged-in member opening /m/login or /m/register is sent home. A
 * trial account is not: its member centre sends it to register (spec §6).
 */
export function isLoggedInMember(session: SessionInfo | null): boolean {
  const role = roleOf(session);
  return role === "member" || role === "other";
}

/**
 * Spec §6 "Agent" gives two readings of who is an agent; they differ on types
 * 41/42 (agents when entering agent home, not for contracts) and 0 (never on
 * agent home, yet not excluded from the contract checks), while 1/2 are agents
 * in both. Both lists are kept here, side by side, and tested type by type.
 */
export const nonAgentTypes = {
  /** The agent-home reading (agent home, its grid and footer, the referral/agent modal): 0, 4, 40 are barred. */
  agentHome: [0, 4, 40],
  /** The contract/dividend reading: 4, 40, 41, 42 are non-agents. */
  contract: [4, 40, 41, 42],
} as const satisfies Record<string, readonly MemberType[]>;

export type AgentReading = keyof typeof nonAgentTypes;

/** Whether a session is an agent in one reading of spec §6; a visitor never is. */
export function isAgentIn(reading: AgentReading, session: SessionInfo | null): boolean {
  return session !== null && !(nonAgentTypes[reading] as readonly MemberType[]).includes(session.type);
}

/** Spec §6 "Agent", contract and dividend checks: 4, 40, 41, 42 are not agents. */
export function isContractAgent(session: SessionInfo | null): boolean {
  return isAgentIn("contract", session);
}

/**
 * Spec §6 "Agent", agent modal and agent home: 0, 4, 40 are not agents (agent
 * home sends them to /m/home, a visitor to /m/login). This is the reading the
 * agent side implements; the contract pages and the dividend tab use the
 * other one (`isContractAgent`).
 */
export function isAgentForAgentHome(session: SessionInfo | null): boolean {
  return isAgentIn("agentHome", session);
}

/**
 * Spec §6 "Referral allowed only if …" and the agent modal: for the referral
 * decision types 0, 4 and 40 are members (they get the referral page) and
 * every other type is an agent (it gets the agent modal instead). The same
 * reading as the agent home's; named for the decision it makes.
 */
export function getsAgentModalForReferral(session: SessionInfo | null): boolean {
  return isAgentForAgentHome(session);
}
