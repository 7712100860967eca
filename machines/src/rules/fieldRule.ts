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
   * A rule beyond the format (an amount within limits, a confirmation equal
   * to its password): run on a non-empty value that passed the format, with
   * every value of the form.
   */
  readonly check?: (value: string, values: Readonly<Record<string, string>>) => Message | undefined;
  /** Required only when the other values say so (a bank that needs a branch). */
  readonly requiredWhen?: (values: Readonly<Record<string, string>>) => boolean;
}

function boundsOf(rule: FieldRule): MessageParams | undefined {
  const params: Record<string, number> = {};
  if (rule.minLength !== undefined) params.min = rule.minLength;
  if (rule.maxLength !== undefined) params.max = rule.maxLength;
  return Object.keys(params).length > 0 ? params : undefined;
}

export function checkField(rule: FieldRule, value: string, values: Readonly<Record<string, string>> = {}): Message | undefined {
  if (value === "") {
    return rule.required || rule.requiredWhen?.(values) === true ? keyMessage(rule.requiredMessage, boundsOf(rule)) : undefined;
  }
  const tooShort = rule.minLength !== undefined && value.length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && value.length > rule.maxLength;
  if (tooShort || tooLong || (rule.pattern !== undefined && !rule.pattern.test(value))) {
    return keyMessage(rule.message, boundsOf(rule));
  }
  return rule.check?.(value, values);
}

/** The same rule with `required` switched off: only the format of a typed value counts. */
export function formatOnly(rule: FieldRule): FieldRule {
  return { ...rule, required: false };
}
