import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { downlinePayload, downlineRules } from "./downline-form.ts";

const own = [
  { productType: "RNG", rebate: 1.2, maxRebate: 1.1 },
  { productType: "LIVE", rebate: 0.8, maxRebate: 0.7 },
] as const;

describe("open a downline account: rules and payload", () => {
  it("keeps each rebate within the agent's own maximum and the confirmation equal to the password", () => {
    const rules = downlineRules([...own]);
    expect(Object.keys(rules)).toEqual(["customerType", "username", "password", "confirmPassword", "rebate_RNG", "rebate_LIVE"]);
    expect(checkField(rules.rebate_RNG!, "1.1")).toBeUndefined();
    expect(checkField(rules.rebate_RNG!, "1.2")).toEqual({ key: "rebate_out_of_range", params: { min: 0, max: 1.1 } });
    expect(checkField(rules.confirmPassword!, "abc1234", { password: "abc123" })).toEqual({ key: "in_confirmation_correct" });
    expect(checkField(rules.username!, "bad name")).toBeDefined();
  });

  it("builds the encrypted call's payload from the typed values", () => {
    const payload = downlinePayload(
      { customerType: "1", username: "team_zhou", password: "abc123", confirmPassword: "abc123", rebate_RNG: "1", rebate_LIVE: "0.5" },
      [...own],
    );
    expect(payload).toEqual({
      customerType: 1,
      username: "team_zhou",
      password: "abc123",
      confirmPassword: "abc123",
      rebates: [
        { productType: "RNG", rebate: 1 },
        { productType: "LIVE", rebate: 0.5 },
      ],
    });
  });
});
