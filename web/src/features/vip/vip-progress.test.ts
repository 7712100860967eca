import { describe, expect, it } from "vitest";
import { VIP_LEVELS } from "./vip-levels.ts";
import { progressView, turnoverBar } from "./vip-progress.ts";

describe("a turnover bar, drawn as the real client draws it (MC WyUp LevelStore.compute)", () => {
  it("is actual / expected floored to a percent, full once reached", () => {
    expect(turnoverBar({ actual: 745.5, expected: 1000 })).toEqual({ actual: 745.5, expected: 1000, percent: 74, reached: false, remaining: 254.5 });
    expect(turnoverBar({ actual: 126_800, expected: 100_000 })).toMatchObject({ percent: 100, reached: true, remaining: 0 });
  });

  it("nothing turned over and nothing asked is an empty bar, not a reached one", () => {
    expect(turnoverBar({ actual: 0, expected: 0 })).toMatchObject({ percent: 0, reached: false });
    expect(turnoverBar({ actual: 0, expected: 3000 })).toMatchObject({ percent: 0, reached: false, remaining: 3000 });
  });
});

describe("VIP progress as the member centre shows it", () => {
  const vip3 = { playerRankName: "VIP3", monthlyTurnover: { actual: 126_800, expected: 100_000 }, totalTurnover: { actual: 412_350, expected: 1_000_000 } };

  it("names the next level from the table, and asks this month's turnover to keep the level (spec §4)", () => {
    expect(progressView(vip3, VIP_LEVELS)).toMatchObject({ rankName: "VIP3", nextName: "VIP4", belowTable: false, keepAsked: true, total: { percent: 41, remaining: 587_650 }, monthly: { reached: true } });
  });

  it("the live VIP0 member: below the table, the next is its first level, no level to keep", () => {
    const live = { playerRankName: "VIP0", monthlyTurnover: { actual: 745.5, expected: 1000 }, totalTurnover: { actual: 745.5, expected: 1000 } };
    expect(progressView(live, VIP_LEVELS)).toMatchObject({ nextName: "VIP1", belowTable: true, keepAsked: false, total: { percent: 74 } });
  });

  it("at the top level there is no next; without the table the next is not known", () => {
    expect(progressView({ ...vip3, playerRankName: "VIP8" }, VIP_LEVELS).nextName).toBeNull();
    expect(progressView(vip3).nextName).toBeUndefined();
    expect(progressView(vip3).keepAsked).toBe(false);
  });

  it("a level that asks nothing this month has nothing to keep", () => {
    expect(progressView({ playerRankName: "VIP1", monthlyTurnover: { actual: 0, expected: 0 }, totalTurnover: { actual: 5000, expected: 30_000 } }, VIP_LEVELS).keepAsked).toBe(false);
  });
});
