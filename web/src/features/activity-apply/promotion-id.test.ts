import { describe, expect, it } from "vitest";
import { canApply, promotionIdOf } from "./promotion-id.ts";

describe("the apply page's promotion", () => {
  it("reads a positive id from ?id=", () => {
    expect(promotionIdOf("?id=5005")).toBe(5005);
    expect(promotionIdOf("id=7&x=1")).toBe(7);
  });

  it("refuses a missing, zero, negative, decimal or script id", () => {
    for (const search of ["", "?id=", "?id=0", "?id=-3", "?id=1.5", "?id=abc", "?id=1e3", "?id=%3Cscript%3E", "?id=99999999999999999999"]) {
      expect(promotionIdOf(search), search).toBeUndefined();
    }
  });

  it("offers the form before applying and after a rejection only", () => {
    expect(canApply("NONE")).toBe(true);
    expect(canApply("REJECTED")).toBe(true);
    expect(canApply("APPLYING")).toBe(false);
    expect(canApply("ISSUED")).toBe(false);
  });
});
