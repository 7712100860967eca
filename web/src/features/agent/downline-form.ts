import { newPasswordRule, usernameRule, type FieldRule } from "@platform/machines";
import type { components } from "@platform/sdk";
import type { DownlinePayload } from "./api/open-downline.ts";
import { rebateField, rebateRows, rebateRule } from "./rebate-rules.ts";

type RebateSetting = components["schemas"]["RebateSetting"];

const accountTypeRule: FieldRule = {
  required: true,
  pattern: /^[01]$/,
  requiredMessage: "field_required",
  message: "field_format_incorrect",
};

/** The open-account form's rules: the registration rules for the account, each rebate from 0 to the most the agent may give. */
export function downlineRules(own: readonly RebateSetting[]): Record<string, FieldRule> {
  return {
    customerType: accountTypeRule,
    username: usernameRule,
    password: newPasswordRule,
    confirmPassword: { ...newPasswordRule, sameAs: "password", sameAsMessage: "in_confirmation_correct" },
    ...Object.fromEntries(own.map((row) => [rebateField(row.productType), rebateRule(0, row.maxRebate ?? row.rebate)])),
  };
}

/** The checked values as the encrypted payload (contract DownlinePayload). */
export function downlinePayload(values: Readonly<Record<string, string>>, own: readonly RebateSetting[]): DownlinePayload {
  return {
    customerType: values.customerType === "1" ? 1 : 0,
    username: values.username ?? "",
    password: values.password ?? "",
    confirmPassword: values.confirmPassword ?? "",
    rebates: rebateRows(
      own.map((row) => row.productType),
      values,
    ),
  };
}
