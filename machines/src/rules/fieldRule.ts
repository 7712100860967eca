import { keyMessage, type Message, type MessageKey, type MessageParams } from "../messages.ts";

/**
 * One field's rule as plain data, so the app can build the same check with zod:
 * an empty value fails only when `required`; a non-empty one must fit the
 * length bounds and the pattern. Messages are keys; `min`/`max` are passed as
 * params for the text to substitute (spec §5 "min and max substituted").
 */
export interface FieldRule {
  readonly required: boolean;
  readonly pattern?: RegExp;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly requiredMessage: MessageKey;
  readonly message: MessageKey;
  /**
   * A check no bounds or pattern can say (a date range, a server table's
   * row), run on a typed value after them; its message is shown as it is.
   */
  readonly check?: (value: string) => Message | undefined;
}

function boundsOf(rule: FieldRule): MessageParams | undefined {
  const params: Record<string, number> = {};
  if (rule.minLength !== undefined) params.min = rule.minLength;
  if (rule.maxLength !== undefined) params.max = rule.maxLength;
  return Object.keys(params).length > 0 ? params : undefined;
}

export function checkField(rule: FieldRule, value: string): Message | undefined {
  if (value === "") {
    return rule.required ? keyMessage(rule.requiredMessage, boundsOf(rule)) : undefined;
  }
  const tooShort = rule.minLength !== undefined && value.length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && value.length > rule.maxLength;
  if (tooShort || tooLong || (rule.pattern !== undefined && !rule.pattern.test(value))) {
    return keyMessage(rule.message, boundsOf(rule));
  }
  return rule.check?.(value);
}

/** The same rule with `required` switched off: only the format of a typed value counts. */
export function formatOnly(rule: FieldRule): FieldRule {
  return { ...rule, required: false };
}
