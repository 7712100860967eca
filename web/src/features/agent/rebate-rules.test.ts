import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { fromPercent, rateFor, rebateField, rebateLines, rebateRates, rebateRule, toPercent } from "./rebate-rules.ts";

const own = {
  "4": [{ productType: "4", type: "SSC", rebateValue: 0.06, prizeModeId: 1, playNameId: null }],
  "3": [{ productType: "3", type: "RNG", rebateValue: 0.012, prizeModeId: null, playNameId: null }],
  "2": [{ productType: "2", type: "LIVE", rebateValue: 0.008, prizeModeId: null, playNameId: null }],
};
const global = {
  "3": [{ productType: "3", gameType: "RNG", highestRebate: 0.015, rebateInterval: 0.001, rebateDifference: 0.001 }],
  "2": [{ productType: "2", gameType: "LIVE", highestRebate: 0.006, rebateInterval: 0.001 }],
  "4": [{ productType: "4", gameType: "SSC", highestRebate: 0.08, rebateInterval: 0.005, rebateDifference: 0.005 }],
};

describe("what an agent may give a downline (MC wyKH tieRod)", () => {
  it("is the lower of its own rate and the merchant's highest, less the merchant's difference; slots first, the lottery after", () => {
    expect(rebateLines(own, global)).toEqual([
      { productType: "3", type: "RNG", prizeModeId: null, own: 0.012, most: 0.011, step: 0.001 },
      { productType: "2", type: "LIVE", prizeModeId: null, own: 0.008, most: 0.006, step: 0.001 },
      { productType: "4", type: "SSC", prizeModeId: 1, own: 0.06, most: 0.055, step: 0.005 },
    ]);
  });

  it("leaves out a game type the merchant gives no range for", () => {
    expect(rebateLines({ "9": [{ productType: "9", type: "SEA", rebateValue: 0.05 }] }, global)).toEqual([]);
  });

  it("reads a downline's current rate of a line", () => {
    expect(rateFor(own, { productType: "2", type: "LIVE" })).toBe(0.008);
    expect(rateFor(own, { productType: "5", type: "SPORTS" })).toBeUndefined();
  });
});

describe("rebates as an agent types them: percentages", () => {
  it("shows a rate as a percentage and reads one back to 1/10,000", () => {
    expect(toPercent(0.011)).toBe(1.1);
    expect(toPercent(0.0115)).toBe(1.15);
    expect(fromPercent("1.15")).toBe(0.0115);
    expect(fromPercent("5.5")).toBe(0.055);
  });

  it("lets a rebate go from its floor up to the most the agent may give, two decimals at most", () => {
    const rule = rebateRule(0.8, 1.1);
    expect(checkField(rule, "1.1")).toBeUndefined();
    expect(checkField(rule, "0.8")).toBeUndefined();
    expect(checkField(rule, "1.15")).toEqual({ key: "rebate_out_of_range", params: { min: 0.8, max: 1.1 } });
    expect(checkField(rule, "0.5")).toEqual({ key: "rebate_out_of_range", params: { min: 0.8, max: 1.1 } });
    expect(checkField(rule, "1.005")).toEqual({ key: "rebate_out_of_range", params: { min: 0.8, max: 1.1 } });
    expect(checkField(rule, "")).toEqual({ key: "field_required" });
  });

  it("reads the typed percentages back as the contract's rate items", () => {
    const lines = rebateLines(own, global);
    const values = { [rebateField(lines[0]!)]: "1.1", [rebateField(lines[1]!)]: "0.6", [rebateField(lines[2]!)]: "5" };
    expect(rebateField(lines[0]!)).toBe("rebate_3_RNG");
    expect(rebateRates(lines, values)).toEqual([
      { productType: "3", type: "RNG", rebateValue: 0.011 },
      { productType: "2", type: "LIVE", rebateValue: 0.006 },
      { productType: "4", type: "SSC", rebateValue: 0.05 },
    ]);
  });
});
