import { describe, expect, it } from "vitest";
import { securityPercent, securityRows } from "./security-score.ts";

const item = (isComplete: boolean, enabled = true) => ({ enabled, isComplete });

describe("security centre (GET /wps/v2/member/securityConfig)", () => {
  it("lists the enabled items in the real centre's order, each done or not; a disabled or missing item is left out", () => {
    const rows = securityRows({
      completeProgress: 50,
      info: { email: item(false), loginPassword: item(true), bindGA: item(false, false), bankCards: item(true), idVerification: { ...item(false), status: "PENDING" } },
    });
    expect(rows).toEqual([
      { key: "loginPassword", done: true },
      { key: "bankCards", done: true },
      { key: "email", done: false },
      { key: "idVerification", done: false },
    ]);
  });

  it("shows the progress floored within 0 to 100", () => {
    expect(securityPercent({ completeProgress: 11.11111111111111, info: {} })).toBe(11);
    expect(securityPercent({ completeProgress: 99.9, info: {} })).toBe(99);
    expect(securityPercent({ completeProgress: 100, info: {} })).toBe(100);
    expect(securityPercent({ completeProgress: 140, info: {} })).toBe(100);
  });
});
