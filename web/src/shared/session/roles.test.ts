import { describe, expect, it } from "vitest";
import { memberSession, trialSession } from "../../testing/fixtures.ts";
import {
  canFetchUnreadCounts,
  footerMoneyEntry,
  gate,
  getsAgentModalForReferral,
  isAgentForAgentHome,
  isAgentIn,
  isContractAgent,
  nonAgentTypes,
  roleOf,
  type GuardedAction,
} from "./roles.ts";

const allActions: GuardedAction[] = [
  "inbox",
  "liveChat",
  "settings",
  "launchGame",
  "favourite",
  "memberCentre",
  "affiliate",
  "deposit",
  "withdraw",
  "rewards",
  "invite",
  "benefits",
  "recentTab",
  "favouritesTab",
  "agentHome",
  "agentContract",
  "records",
  "signIn",
];

describe("roles (spec §6)", () => {
  it("names the role of each member type", () => {
    expect(roleOf(null)).toBe("visitor");
    expect(roleOf(trialSession())).toBe("trial");
    for (const type of [0, 1, 2] as const) expect(roleOf(memberSession({ type }))).toBe("member");
    for (const type of [40, 41, 42] as const) expect(roleOf(memberSession({ type }))).toBe("other");
  });

  it.each(allActions.filter((action) => action !== "memberCentre" && action !== "signIn"))("sends a visitor to login for %s", (action) => {
    expect(gate(action, null)).toBe("login");
  });

  // The member centre shows a visitor the member navigation bar's logged-out state (spec §2).
  it("lets a visitor open the member centre", () => {
    expect(gate("memberCentre", null)).toBe("allow");
  });

  // Spec §6: the check-in page asks a visitor who opened its address to log in on the page itself.
  it("lets a visitor open the check-in page", () => {
    expect(gate("signIn", null)).toBe("allow");
  });

  // A trial balance is play money: no check-in, rewards centre or ticket is offered to it.
  it("refuses a trial account every money reward", () => {
    expect(gate("rewards", trialSession())).toBe("freeReject");
    expect(gate("signIn", trialSession())).toBe("freeReject");
  });

  // The member centre's prompt is the same refusal as the others ('free_reject' with Register now).
  it("rejects a trial account from inbox, live chat, deposit, withdraw, the records and the member centre, one way", () => {
    const trial = trialSession();
    expect(gate("inbox", trial)).toBe("freeReject");
    expect(gate("liveChat", trial)).toBe("freeReject");
    expect(gate("deposit", trial)).toBe("freeReject");
    expect(gate("withdraw", trial)).toBe("freeReject");
    expect(gate("records", trial)).toBe("freeReject");
    expect(gate("memberCentre", trial)).toBe("freeReject");
    expect(gate("launchGame", trial)).toBe("allow");
    expect(gate("settings", trial)).toBe("allow");
  });

  it.each(allActions)("lets a real member do %s", (action) => {
    expect(gate(action, memberSession({ type: 1 }))).toBe("allow");
  });

  it("lets only types 0, 1, 2 deposit (spec §5 footer deposit check)", () => {
    expect(gate("deposit", memberSession({ type: 2 }))).toBe("allow");
    expect(gate("deposit", memberSession({ type: 41 }))).toBe("freeReject");
  });

  it("shows Deposit in the footer to types 0, 1, 2 and Sponsor to everyone else", () => {
    expect(footerMoneyEntry(memberSession({ type: 0 }))).toBe("deposit");
    expect(footerMoneyEntry(null)).toBe("sponsor");
    expect(footerMoneyEntry(trialSession())).toBe("sponsor");
    expect(footerMoneyEntry(memberSession({ type: 40 }))).toBe("sponsor");
  });

  it("fetches no unread counts for visitors and trial accounts", () => {
    expect(canFetchUnreadCounts(null)).toBe(false);
    expect(canFetchUnreadCounts(trialSession())).toBe(false);
    expect(canFetchUnreadCounts(memberSession())).toBe(true);
  });

  it("keeps the two agent readings apart", () => {
    expect(isContractAgent(memberSession({ type: 41 }))).toBe(false);
    expect(isAgentForAgentHome(memberSession({ type: 41 }))).toBe(true);
    expect(isContractAgent(memberSession({ type: 1 }))).toBe(true);
    expect(isAgentForAgentHome(memberSession({ type: 0 }))).toBe(false);
    expect(isAgentForAgentHome(null)).toBe(false);
  });

  // Spec §6 "Agent": every member type in both readings (the table the agent side is built on).
  const agentTable = [
    // type, agent-home reading (implemented by agent home), contract/dividend reading
    [0, false, true],
    [1, true, true],
    [2, true, true],
    [4, false, false],
    [40, false, false],
    [41, true, false],
    [42, true, false],
  ] as const;

  it.each(agentTable)("reads type %i as agent-home agent %s and contract agent %s", (type, agentHome, contract) => {
    const session = type === 4 ? trialSession() : memberSession({ type });
    expect(isAgentIn("agentHome", session)).toBe(agentHome);
    expect(isAgentForAgentHome(session)).toBe(agentHome);
    expect(isAgentIn("contract", session)).toBe(contract);
    expect(isContractAgent(session)).toBe(contract);
    // Agent home bars the non-agents of its reading to /m/home; the contract pages those of theirs.
    expect(gate("agentHome", session)).toBe(agentHome ? "allow" : "home");
    expect(gate("agentContract", session)).toBe(contract ? "allow" : "home");
  });

  it("differs between the readings exactly on types 0, 41 and 42, and sends a visitor to login in both", () => {
    const differing = agentTable.filter(([, home, contract]) => home !== contract).map(([type]) => type);
    expect(differing).toEqual([0, 41, 42]);
    expect(nonAgentTypes.agentHome).toEqual([0, 4, 40]);
    expect(nonAgentTypes.contract).toEqual([4, 40, 41, 42]);
    expect(isAgentIn("agentHome", null)).toBe(false);
    expect(gate("agentHome", null)).toBe("login");
    expect(gate("agentContract", null)).toBe("login");
  });
});

describe("the referral decision (spec §6: types 0, 4, 40 get the referral page, the others the agent modal)", () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, true],
    [42, true],
  ] as const)("type %i gets the agent modal: %s", (type, agent) => {
    expect(getsAgentModalForReferral(memberSession({ type }))).toBe(agent);
  });

  it("a visitor is no agent (the route's gate sends it to log in first)", () => {
    expect(getsAgentModalForReferral(null)).toBe(false);
  });
});
