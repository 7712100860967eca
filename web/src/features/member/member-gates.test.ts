// The role gates (spec §5, §6) for the member centre, deposit, withdraw
// and benefits, for a visitor and each member type.
import { describe, expect, it } from "vitest";
import { memberSession } from "../../testing/fixtures.ts";
import { gate } from "../../shared/session/index.ts";

const types = [0, 1, 2, 4, 40, 41, 42] as const;

describe("role gates", () => {
  it("sends a visitor to /m/login from deposit, withdraw and benefits; lets them see the member centre", () => {
    for (const action of ["deposit", "withdraw", "benefits"] as const) expect(gate(action, null), action).toBe("login");
    expect(gate("memberCentre", null)).toBe("allow");
  });

  it.each(types)("type %i", (type) => {
    const session = memberSession({ type });
    const real = type === 0 || type === 1 || type === 2;
    // Spec §5 footer deposit check: only 0, 1, 2 deposit; the others get 'free_reject'.
    expect(gate("deposit", session)).toBe(real ? "allow" : "freeReject");
    // Spec §6: the trial account is asked to register at the member centre (the one refusal, 'free_reject' with Register now).
    expect(gate("memberCentre", session)).toBe(type === 4 ? "freeReject" : "allow");
    // Withdraw likewise: the contract lets types 0, 1, 2 withdraw; a trial balance is play money.
    expect(gate("withdraw", session)).toBe(real ? "allow" : "freeReject");
    expect(gate("benefits", session)).toBe("allow");
  });
});
