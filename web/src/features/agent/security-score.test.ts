import { describe, expect, it } from "vitest";
import { securityScore } from "./security-score.ts";

describe("security level", () => {
  it("counts the protections in place out of six", () => {
    expect(
      securityScore({ paymentPasswordSet: true, securityQuestionsSet: false, mobileBound: true, emailBound: false, bankCardCount: 1, loginIpVerification: false }),
    ).toEqual({ done: 3, total: 6 });
    expect(securityScore({ paymentPasswordSet: false, securityQuestionsSet: false, mobileBound: false, emailBound: false })).toEqual({ done: 0, total: 6 });
  });
});
