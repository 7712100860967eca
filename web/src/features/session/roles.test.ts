import { describe, expect, it } from "vitest";
import { memberSession, trialSession } from "../../testing/fixtures.ts";
import {
  canFetchUnreadCounts,
  footerMoneyEntry,
  gate,
  getsAgentModalForReferral,
  isAgentForAgentHome,
  isContractAgent,
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
];

describe("roles (spec §6)", () => {
  it("names the role of each member type", () => {
    expect(roleOf(null)).toBe("visitor");
    expect(roleOf(trialSession())).toBe("trial");
    for (const type of [0, 1, 2] as const) expect(roleOf(memberSession({ type }))).toBe("member");
    for (const type of [40, 41, 42] as const) expect(roleOf(memberSession({ type }))).toBe("other");
  });

  it.each(allActions)("sends a visitor to login for %s", (action) => {
    expect(gate(action, null)).toBe("login");
  });

  it("rejects a trial account from inbox, live chat and deposit, and prompts it at the member centre", () => {
    const trial = trialSession();
    expect(gate("inbox", trial)).toBe("freeReject");
    expect(gate("liveChat", trial)).toBe("freeReject");
    expect(gate("deposit", trial)).toBe("freeReject");
    expect(gate("memberCentre", trial)).toBe("registerPrompt");
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
