import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { downlinePayload, downlineRules } from "./downline-form.ts";
import type { RebateLine } from "./rebate-rules.ts";

const lines: RebateLine[] = [
  { productType: "3", type: "RNG", prizeModeId: null, own: 0.012, most: 0.011, step: 0.001 },
  { productType: "2", type: "LIVE", prizeModeId: null, own: 0.008, most: 0.007, step: 0.001 },
];

describe("open a downline account: rules and payload", () => {
  it("keeps each rebate within the most the agent may give and the confirmation equal to the password", () => {
    const rules = downlineRules(lines);
    expect(Object.keys(rules)).toEqual(["customerType", "username", "password", "confirmPassword", "rebate_3_RNG", "rebate_2_LIVE"]);
    expect(checkField(rules.rebate_3_RNG!, "1.1")).toBeUndefined();
    expect(checkField(rules.rebate_3_RNG!, "1.2")).toEqual({ key: "rebate_out_of_range", params: { min: 0, max: 1.1 } });
    expect(checkField(rules.confirmPassword!, "abc1234", { password: "abc123" })).toEqual({ key: "in_confirmation_correct" });
    expect(checkField(rules.username!, "bad name")).toBeDefined();
  });

  it("builds the encrypted call's payload from the typed values, rates as fractions", () => {
    const payload = downlinePayload({ customerType: "1", username: "team_zhou", password: "abc123", confirmPassword: "abc123", rebate_3_RNG: "1", rebate_2_LIVE: "0.5" }, lines);
    expect(payload).toEqual({
      customerType: 1,
      username: "team_zhou",
      password: "abc123",
      confirmPassword: "abc123",
      rebates: [
        { productType: "3", type: "RNG", rebateValue: 0.01 },
        { productType: "2", type: "LIVE", rebateValue: 0.005 },
      ],
    });
  });
});
