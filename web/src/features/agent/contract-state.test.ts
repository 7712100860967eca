import { describe, expect, it } from "vitest";
import { canDecide, nextStatus } from "./contract-state.ts";

describe("contract state transitions", () => {
  it("lets only a pending offer be accepted (signed) or refused (rejected)", () => {
    expect(canDecide("PENDING")).toBe(true);
    expect(nextStatus("PENDING", "ACCEPT")).toBe("SIGNED");
    expect(nextStatus("PENDING", "REJECT")).toBe("REJECTED");
  });

  it.each(["NONE", "SIGNED", "REJECTED", "TERMINATED"] as const)("takes no answer once %s", (status) => {
    expect(canDecide(status)).toBe(false);
    expect(nextStatus(status, "ACCEPT")).toBeUndefined();
    expect(nextStatus(status, "REJECT")).toBeUndefined();
  });
});
