import { describe, expect, it } from "vitest";
import { blockingVerdict, lcpVerdict, navigationVerdict } from "./gates.ts";

const FAILED = Number.POSITIVE_INFINITY;

describe("lcpVerdict, data pages (worst ≤ 2.5 s, median ≤ 2.0 s)", () => {
  it("passes at the lines themselves", () => {
    expect(lcpVerdict("data", [2500, 2000, 1900, 1800, 2000], 1250)).toMatchObject({ ok: true, missed: [] });
  });
  it("misses the worst line on one slow run, the median kept", () => {
    expect(lcpVerdict("data", [2600, 1900, 1900, 1800, 1700], 1250)).toMatchObject({ ok: false, missed: ["LCP worst > 2500 ms"] });
  });
  it("misses the median line with every run under the worst line", () => {
    expect(lcpVerdict("data", [2400, 2100, 2200, 1800, 2050], 1250)).toMatchObject({ ok: false, missed: ["LCP median > 2000 ms"] });
  });
  it("misses both on the issue's game list runs (3.22–3.30 s)", () => {
    expect(lcpVerdict("data", [3220, 3250, 3300, 3240, 3260], 1250).missed).toEqual(["LCP worst > 2500 ms", "LCP median > 2000 ms"]);
  });
  it("counts a failed run as the worst", () => {
    expect(lcpVerdict("data", [1500, 1500, FAILED, 1500, 1500], 1250).missed).toEqual(["LCP worst > 2500 ms"]);
  });
  it("does not hold a data page to the floor page", () => {
    expect(lcpVerdict("data", [1900], 700).ok).toBe(true);
  });
});

describe("lcpVerdict, landing pages (worst ≤ the floor page's median)", () => {
  it("passes when every run is within the floor's median", () => {
    expect(lcpVerdict("landing", [700, 1250, 900], 1250)).toMatchObject({ ok: true, budget: "worst ≤ 1250 (floor median)" });
  });
  it("misses when one run is over it", () => {
    expect(lcpVerdict("landing", [700, 1251, 900], 1250)).toMatchObject({ ok: false, missed: ["LCP worst > the floor's median 1250 ms"] });
  });
  it("misses when the floor gave no median (its runs failed)", () => {
    expect(lcpVerdict("landing", [700], Number.NaN).ok).toBe(false);
  });
});

describe("blockingVerdict (median ≤ 200 ms beyond 50 ms)", () => {
  it("passes at 200 ms and reads the median, not one noisy run", () => {
    expect(blockingVerdict([0, 900, 200, 150, 10]).ok).toBe(true);
  });
  it("misses over 200 ms", () => {
    expect(blockingVerdict([201, 250, 300, 100, 210])).toMatchObject({ ok: false, missed: ["blocking median > 200 ms"] });
  });
  it("misses when most runs failed", () => {
    expect(blockingVerdict([FAILED, FAILED, 10]).ok).toBe(false);
  });
  it("misses without runs", () => {
    expect(blockingVerdict([]).ok).toBe(false);
  });
});

describe("navigationVerdict (median ≤ 300 ms)", () => {
  it("passes at 300 ms", () => {
    expect(navigationVerdict([300, 250, 900, 100, 310]).ok).toBe(true);
  });
  it("misses over 300 ms, and when the row never painted", () => {
    expect(navigationVerdict([301, 320, 290, 400, 350])).toMatchObject({ ok: false, missed: ["navigation median > 300 ms"] });
    expect(navigationVerdict([FAILED, FAILED, FAILED]).ok).toBe(false);
  });
});
