import { describe, expect, it } from "vitest";
import { agentFooterEntries, agentMenuOf, badgeText, gridEntries } from "./agent-menu.ts";

const tree = (agecen: Record<string, "0" | "1">, memcen: Record<string, "0" | "1"> = {}) => ({
  childrenNodes: [
    { modId: "MEMCEN", enabled: "1" as const, childrenNodes: Object.entries(memcen).map(([modId, enabled]) => ({ modId, enabled, childrenNodes: [] })) },
    { modId: "AGECEN", enabled: "1" as const, childrenNodes: Object.entries(agecen).map(([modId, enabled]) => ({ modId, enabled, childrenNodes: [] })) },
  ],
});
const ALL_SWITCHES = { TEAMBETTING3: true, AGENTRANSMULTDOWN3: true };

describe("agent home grid from the merchant's menu tree (spec §2, MC getAcMenu)", () => {
  it("shows an entry whose node is enabled, hides one whose node is '0', in the grid's order", () => {
    const menu = agentMenuOf({ whitelabel: tree({ AGEPAG: "1", DOWNMAN: "0", GAMSER: "1" }, { SECPRIV: "0", MAILCEN: "1" }), whitelabelVal: ALL_SWITCHES });
    const keys = menu.grid.map((entry) => entry.key);
    expect(keys).toContain("teamOverview");
    expect(keys).toContain("agentRebate");
    expect(keys).toContain("mailCenter");
    expect(keys).not.toContain("teamManage");
    expect(keys).not.toContain("securityCenter");
    expect(keys).toEqual(gridEntries.map((entry) => entry.key).filter((key) => keys.includes(key)));
  });

  it("shows an entry without a node by its own check: always, or with its switch (team betting, red-envelope rain)", () => {
    const keys = (switches: Record<string, boolean>) => agentMenuOf({ whitelabel: tree({}), whitelabelVal: switches }).grid.map((entry) => entry.key);
    expect(keys(ALL_SWITCHES)).toHaveLength(10);
    expect(keys({})).not.toContain("teamBetting");
    expect(keys({})).not.toContain("redRain");
    expect(keys({})).toContain("teamOverview");
    // An enabled node still needs the switch.
    expect(agentMenuOf({ whitelabel: tree({ TEAMBETTING3: "1" }), whitelabelVal: {} }).grid.map((entry) => entry.key)).not.toContain("teamBetting");
  });

  it("links spec §2's routes", () => {
    const paths = Object.fromEntries(agentMenuOf({ whitelabel: tree({}), whitelabelVal: ALL_SWITCHES }).grid.map((entry) => [entry.key, entry.path]));
    expect(paths).toMatchObject({ transactionRecord: "/m/transaction/record?types=A", redRain: "/m/redRain", securityCenter: "/m/securityCenter", teamBetting: "/m/teamBetting" });
    // The mail centre is the member's inbox, opened as the agent area's (its footer stays).
    expect(paths).toMatchObject({ mailCenter: "/m/webEmail?types=A" });
  });
});

describe("agent home footer (spec §2)", () => {
  it("shows the dividend tab only with an enabled DIVIDEND node", () => {
    expect(agentMenuOf({ whitelabel: tree({ DIVIDEND: "1" }), whitelabelVal: {} }).dividend).toBe(true);
    expect(agentMenuOf({ whitelabel: tree({ DIVIDEND: "0" }), whitelabelVal: {} }).dividend).toBe(false);
    expect(agentMenuOf({ whitelabel: tree({}), whitelabelVal: {} }).dividend).toBe(false);
    expect(agentFooterEntries(true).map((entry) => entry.key)).toEqual(["home", "openAccount", "dividend", "announcements"]);
    expect(agentFooterEntries(false).map((entry) => entry.key)).toEqual(["home", "openAccount", "announcements"]);
  });

  it("leads home to the main site, /m/home, and never to agent home itself", () => {
    expect(agentFooterEntries(false).map((entry) => entry.path)).toEqual(["/m/home", "/m/agentRegister", "/m/member/notice?types=A"]);
  });

  it("badges counts above 0 only", () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(undefined)).toBeUndefined();
    expect(badgeText(3)).toBe("3");
    expect(badgeText(120)).toBe("99+");
  });
});
