import type { FieldRule } from "./fieldRule.ts";
import { compileServerPattern } from "./registrationTable.ts";

/**
 * A field rule the server sends with a form (real-name verification, the
 * registration table's shape): enabled, required, its pattern as text (`*`
 * means anything), the bounds, and optionally its own message. The message's
 * bounds come from the same row that checks.
 */
export interface ServerRuleRow {
  readonly enabled?: boolean;
  readonly required?: boolean;
  readonly acceptedPattern?: string | null;
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
  readonly message?: string | null;
}

/** The row as a FieldRule; a pattern that does not compile is left out (the bounds still hold). */
export function ruleFromServer(row: ServerRuleRow, fallback: Pick<FieldRule, "requiredMessage" | "message">): FieldRule {
  const pattern = row.acceptedPattern === "*" ? undefined : compileServerPattern(row.acceptedPattern);
  const bounds = {
    ...(row.minLength === null || row.minLength === undefined ? {} : { minLength: row.minLength }),
    ...(row.maxLength === null || row.maxLength === undefined ? {} : { maxLength: row.maxLength }),
  };
  const base = { required: row.required ?? true, requiredMessage: fallback.requiredMessage, message: fallback.message };
  const serverText = row.message?.trim();
  if (!serverText) return { ...base, ...bounds, ...(pattern === undefined ? {} : { pattern }) };
  // The server worded the rule: its text is shown for any mismatch.
  return {
    ...base,
    check: (value) => {
      const fits =
        (bounds.minLength === undefined || value.length >= bounds.minLength) &&
        (bounds.maxLength === undefined || value.length <= bounds.maxLength) &&
        (pattern === undefined || pattern.test(value));
      return fits ? undefined : { text: serverText };
    },
  };
}
