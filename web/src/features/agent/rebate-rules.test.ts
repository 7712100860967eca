import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { rebateField, rebateRows, rebateRule } from "./rebate-rules.ts";

describe("downline rebate rules", () => {
  it("lets a rebate go from its floor up to the agent's maximum, two decimals at most", () => {
    const rule = rebateRule(0.8, 1.1);
    expect(checkField(rule, "1.1")).toBeUndefined();
    expect(checkField(rule, "0.8")).toBeUndefined();
    expect(checkField(rule, "1.15")).toEqual({ key: "rebate_out_of_range", params: { min: 0.8, max: 1.1 } });
    expect(checkField(rule, "0.5")).toEqual({ key: "rebate_out_of_range", params: { min: 0.8, max: 1.1 } });
    expect(checkField(rule, "1.005")).toEqual({ key: "rebate_out_of_range", params: { min: 0.8, max: 1.1 } });
    expect(checkField(rule, "")).toEqual({ key: "field_required" });
  });

  it("reads the typed rebates back as the contract's rows", () => {
    expect(rebateRows(["RNG", "LIVE"], { [rebateField("RNG")]: "1.1", [rebateField("LIVE")]: "0.7" })).toEqual([
      { productType: "RNG", rebate: 1.1 },
      { productType: "LIVE", rebate: 0.7 },
    ]);
  });
});
