import { describe, expect, it } from "vitest";
import { agentFooterEntries, allowedGridEntries, badgeText, gridEntries } from "./agent-menu.ts";

describe("agent home grid whitelist (spec §2)", () => {
  it("shows only the entries the merchant's whitelist lists, in the grid's order", () => {
    const shown = allowedGridEntries(["securityCenter", "deposit", "teamOverview", "mailCenter"]);
    expect(shown.map((entry) => entry.key)).toEqual(["teamOverview", "securityCenter", "mailCenter"]);
  });

  it("shows all nine grid routes and the mail centre when all are listed, none when none are", () => {
    expect(allowedGridEntries(gridEntries.map((entry) => entry.key))).toHaveLength(10);
    expect(allowedGridEntries([])).toEqual([]);
    expect(allowedGridEntries(["deposit", "withdraw"])).toEqual([]);
  });
});

describe("agent home footer (spec §2)", () => {
  it("shows the dividend tab only when the whitelist enables it", () => {
    expect(agentFooterEntries(["agentDividend"]).map((entry) => entry.key)).toEqual(["home", "openAccount", "dividend", "announcements"]);
    expect(agentFooterEntries(["teamOverview"]).map((entry) => entry.key)).toEqual(["home", "openAccount", "announcements"]);
  });

  it("leads home to the main site, /m/home, and never to agent home itself (issue 34)", () => {
    expect(agentFooterEntries([]).map((entry) => entry.path)).toEqual(["/m/home", "/m/agentRegister", "/m/member/notice?types=A"]);
  });

  it("badges counts above 0 only", () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(undefined)).toBeUndefined();
    expect(badgeText(3)).toBe("3");
    expect(badgeText(120)).toBe("99+");
  });
});
