import { describe, expect, it } from "vitest";
import { JUST_SET_KEEP_MS, usableJustSet } from "./just-set-password.ts";

describe("the just-set withdrawal password", () => {
  const justSet = { password: "246810", at: 1_000_000 };
  it("is used by a form opening within the keep time, not after it, nor without one", () => {
    expect(usableJustSet(justSet, justSet.at)).toBe("246810");
    expect(usableJustSet(justSet, justSet.at + JUST_SET_KEEP_MS - 1)).toBe("246810");
    expect(usableJustSet(justSet, justSet.at + JUST_SET_KEEP_MS)).toBeUndefined();
    expect(usableJustSet(justSet, justSet.at - 1)).toBeUndefined();
    expect(usableJustSet(null, justSet.at)).toBeUndefined();
  });
});
