import { describe, expect, it } from "vitest";
import { checkField, type FieldRule } from "./fieldRule.ts";

const rebateRule: FieldRule = {
  required: true,
  pattern: /^\d+(\.\d{1,2})?$/,
  minValue: 0,
  maxValue: 1.1,
  requiredMessage: "field_required",
  message: "rebate_out_of_range",
};

const confirmRule: FieldRule = { required: true, requiredMessage: "enter_password", message: "enter_password", sameAs: "password", sameAsMessage: "in_confirmation_correct" };

describe("checkField value bounds and sameAs (a downline's rebate, the password confirmation)", () => {
  it("accepts a number within the bounds and refuses one above, below or not a number, with the bounds", () => {
    expect(checkField(rebateRule, "1.1")).toBeUndefined();
    expect(checkField(rebateRule, "0")).toBeUndefined();
    expect(checkField(rebateRule, "1.2")).toEqual({ key: "rebate_out_of_range", params: { min: 0, max: 1.1 } });
    expect(checkField(rebateRule, "-1")).toEqual({ key: "rebate_out_of_range", params: { min: 0, max: 1.1 } });
    expect(checkField(rebateRule, "abc")).toEqual({ key: "rebate_out_of_range", params: { min: 0, max: 1.1 } });
    expect(checkField(rebateRule, "")).toEqual({ key: "field_required" });
  });

  it("asks a field to equal another one", () => {
    expect(checkField(confirmRule, "abc123", { password: "abc123" })).toBeUndefined();
    expect(checkField(confirmRule, "abc124", { password: "abc123" })).toEqual({ key: "in_confirmation_correct" });
    expect(checkField(confirmRule, "", { password: "abc123" })).toEqual({ key: "enter_password" });
  });
});
