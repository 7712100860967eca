import { describe, expect, it } from "vitest";
import { drawnStatus, lottStatus } from "./lottery-status.ts";

describe("a lottery bet's standing", () => {
  it("waits for its draw until it has a settle time; then won when it paid out, else not won", () => {
    expect(lottStatus({ status: 0, settleTimeInTimestamp: null, winAmount: 0 })).toBe("pending");
    expect(lottStatus({ status: 1, settleTimeInTimestamp: 1795828500000, winAmount: 97.5 })).toBe("won");
    expect(lottStatus({ status: 2, settleTimeInTimestamp: 1795824360000, winAmount: 0 })).toBe("lost");
  });

  it("reads the two codes the record's filter names: 3 cancelled, 4 a tie", () => {
    expect(lottStatus({ status: 3, settleTimeInTimestamp: 1795824360000, winAmount: 0 })).toBe("cancelled");
    expect(lottStatus({ status: 4, settleTimeInTimestamp: 1795824360000, winAmount: 10 })).toBe("tie");
  });

  it("reads a gateway order state 2 as a draw still awaited", () => {
    expect(drawnStatus(2, 0)).toBe("pending");
    expect(drawnStatus(4, 97.5)).toBe("won");
    expect(drawnStatus(5, 0)).toBe("lost");
  });
});
