import { describe, expect, it } from "vitest";
import { median, ms, worst } from "./stats.ts";

describe("median", () => {
  it("takes the middle run of an odd count, whatever the order", () => {
    expect(median([900, 120, 300, 180, 150])).toBe(180);
  });
  it("takes the mean of the two middle runs of an even count", () => {
    expect(median([100, 400, 200, 300])).toBe(250);
  });
  it("is not moved by one failed run (Infinity) among five", () => {
    expect(median([100, Number.POSITIVE_INFINITY, 110, 120, 130])).toBe(120);
  });
  it("is NaN without runs", () => {
    expect(median([])).toBeNaN();
  });
});

describe("worst", () => {
  it("is the slowest run", () => {
    expect(worst([2100, 2600, 1900])).toBe(2600);
  });
  it("is Infinity when a run failed", () => {
    expect(worst([2100, Number.POSITIVE_INFINITY])).toBe(Number.POSITIVE_INFINITY);
  });
  it("is NaN without runs", () => {
    expect(worst([])).toBeNaN();
  });
});

describe("ms", () => {
  it("prints whole milliseconds and a dash for no figure", () => {
    expect(ms(2049.6)).toBe("2050");
    expect(ms(Number.POSITIVE_INFINITY)).toBe("-");
    expect(ms(Number.NaN)).toBe("-");
  });
});
