import { newPasswordRule, usernameRule, type FieldRule } from "@platform/machines";
import type { DownlinePayload } from "./api/open-downline.ts";
import { rebateField, rebateRates, rebateRule, toPercent, type RebateLine } from "./rebate-rules.ts";

const accountTypeRule: FieldRule = {
  required: true,
  pattern: /^[01]$/,
  requiredMessage: "field_required",
  message: "field_format_incorrect",
};

/** The open-account form's rules: the registration rules for the account, each rebate from 0 to the most the agent may give. */
export function downlineRules(lines: readonly RebateLine[]): Record<string, FieldRule> {
  return {
    customerType: accountTypeRule,
    username: usernameRule,
    password: newPasswordRule,
    confirmPassword: { ...newPasswordRule, sameAs: "password", sameAsMessage: "in_confirmation_correct" },
    ...Object.fromEntries(lines.map((line) => [rebateField(line), rebateRule(0, toPercent(line.most))])),
  };
}

/** The checked values as the encrypted payload (contract DownlinePayload), one rate item per game type. */
export function downlinePayload(values: Readonly<Record<string, string>>, lines: readonly RebateLine[]): DownlinePayload {
  return {
    customerType: values.customerType === "1" ? 1 : 0,
    username: values.username ?? "",
    password: values.password ?? "",
    confirmPassword: values.confirmPassword ?? "",
    rebates: rebateRates(lines, values),
  };
}
