import { describe, expect, it } from "vitest";
import { memberSession, trialSession } from "../../../testing/fixtures.ts";
import { showsLoginPopups } from "./login-popup-rules.ts";

describe("who gets home's login pop-ups", () => {
  it("a member and an agent do", () => {
    expect(showsLoginPopups(memberSession())).toBe(true);
    for (const type of [1, 2, 40, 41, 42] as const) expect(showsLoginPopups(memberSession({ type })), `type ${type}`).toBe(true);
  });

  it("a visitor does not (no login), nor a trial account, refused the deposit they announce", () => {
    expect(showsLoginPopups(null)).toBe(false);
    expect(showsLoginPopups(trialSession())).toBe(false);
  });
});
