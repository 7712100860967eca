import { describe, expect, it } from "vitest";
import { statusCode } from "./status-code.ts";

describe("statusCode (spec §4)", () => {
  it("is 1 under maintenance, also when the region is restricted too", () => {
    expect(statusCode({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(statusCode({ maintenance: true, regionRestriction: true })).toBe(1);
  });

  it("is 2 when only the region is restricted", () => {
    expect(statusCode({ maintenance: false, regionRestriction: true })).toBe(2);
  });

  it("is 0 otherwise", () => {
    expect(statusCode({ maintenance: false, regionRestriction: false })).toBe(0);
  });
});
