import type { FieldRule } from "./fieldRule.ts";
import { compileServerPattern } from "./registrationTable.ts";

/**
 * A field rule the server sends with a form (real-name verification, the
 * mobile number): enabled, required, its pattern as text and the bounds the
 * message names. The message's bounds come from the same row that checks.
 */
export interface ServerRuleRow {
  readonly enabled?: boolean;
  readonly required?: boolean;
  readonly acceptedPattern?: string | null;
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
}

/** The row as a FieldRule; a pattern that does not compile is left out (the bounds still hold). */
export function ruleFromServer(row: ServerRuleRow, fallback: Pick<FieldRule, "requiredMessage" | "message">): FieldRule {
  const pattern = compileServerPattern(row.acceptedPattern);
  return {
    required: row.required ?? true,
    ...(pattern === undefined ? {} : { pattern }),
    ...(row.minLength === null || row.minLength === undefined ? {} : { minLength: row.minLength }),
    ...(row.maxLength === null || row.maxLength === undefined ? {} : { maxLength: row.maxLength }),
    requiredMessage: fallback.requiredMessage,
    message: fallback.message,
  };
}
