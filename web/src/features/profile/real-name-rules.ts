import { ruleFromServer, type FieldRule } from "@platform/machines";
import type { RealNameVerification } from "./api/real-name.ts";

export type RealNameField = "realName" | "idNumber";

const fallbackRow = { required: true } as const;
const messages = { requiredMessage: "field_required", message: "field_format_incorrect" } as const;

/** The two fields' rules as the server sends them with the state (required when the row says nothing). */
export function realNameRules(verification: RealNameVerification): Record<RealNameField, FieldRule> {
  return {
    realName: ruleFromServer(verification.rules?.realName ?? fallbackRow, messages),
    idNumber: ruleFromServer(verification.rules?.idNumber ?? fallbackRow, messages),
  };
}

/** The form shows until a submission is pending or verified (spec: not verified, pending, verified, rejected). */
export function realNameFormShown(status: RealNameVerification["status"]): boolean {
  return status === "NOT_VERIFIED" || status === "REJECTED";
}
