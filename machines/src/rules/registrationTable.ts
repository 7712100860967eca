import { keyMessage, type Message } from "../messages.ts";
import { checkField, type FieldRule } from "./fieldRule.ts";

/** The registration form fields a server table can switch on (spec §3 "Registration payload"). */
export const REGISTRATION_FIELDS = [
  "username",
  "mobileNum",
  "password",
  "confirmPassword",
  "paymentPassword",
  "nickname",
  "payeeName",
  "email",
  "idNumber",
  "qqNum",
  "facebook",
  "wechat",
  "line",
  "whatsapp",
  "zalo",
  "birthday",
  "recommenderId",
  "affiliateCode",
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** One row of the server-supplied table (spec §5): pattern and message arrive as server text. */
export interface ServerFieldRule {
  readonly enabled: boolean;
  readonly required: boolean;
  readonly pattern?: string | null;
  readonly message?: string | null;
  /** The row's length bounds, for the messages that name them (the pattern already holds them). */
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
}

/**
 * A built-in rule with the row's bounds (every message comes from
 * the rule that checks — the username row's 6-16, the mobile row's 7-20).
 */
export function withRowBounds(rule: FieldRule, row: ServerFieldRule | undefined): FieldRule {
  if (row === undefined) return rule;
  return {
    ...rule,
    ...(row.minLength === null || row.minLength === undefined ? {} : { minLength: row.minLength }),
    ...(row.maxLength === null || row.maxLength === undefined ? {} : { maxLength: row.maxLength }),
  };
}

/**
 * A field the server's row checks, worded by the built-in rule with the row's
 * bounds: empty or typed, wrong length or wrong pattern, the same message
 * (unless the row brings its own text).
 */
export function checkBoundedField(value: string, row: ServerFieldRule | undefined, rule: FieldRule): Message | undefined {
  const bounded = withRowBounds(rule, row);
  // A field the built-in rule leaves optional is required only by the row, in the row's words.
  if (value === "") return row !== undefined && !rule.required ? checkServerField(value, row, bounded) : checkField(bounded, value);
  const problem = checkServerField(value, row, bounded);
  if (problem === undefined || !("key" in problem) || problem.key !== "field_format_incorrect") return problem;
  return checkField({ ...bounded, pattern: /(?!)/ }, value);
}

export type RegistrationFieldTable = Readonly<Partial<Record<RegistrationField, ServerFieldRule>>>;

/** A server pattern that does not compile is ignored rather than blocking every sign-up. */
export function compileServerPattern(pattern: string | null | undefined): RegExp | undefined {
  if (pattern === null || pattern === undefined || pattern === "") return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/**
 * Checks a value against the server's row (spec §5): an empty optional field
 * passes; a required empty one fails; a typed one must match the pattern, and
 * the failure shows the server's message text. Without a row, or a row
 * without a pattern, `fallback` (a built-in rule) decides.
 */
export function checkServerField(value: string, row: ServerFieldRule | undefined, fallback?: FieldRule): Message | undefined {
  if (row === undefined) return fallback === undefined ? undefined : checkField(fallback, value);
  if (value === "") return row.required ? keyMessage("field_required") : undefined;
  const pattern = compileServerPattern(row.pattern);
  if (pattern === undefined) return fallback === undefined ? undefined : checkField({ ...fallback, required: false }, value);
  return pattern.test(value) ? undefined : row.message ? { text: row.message } : keyMessage("field_format_incorrect");
}
