import { keyMessage, type Message, type MessageKey, type MessageParams } from "../messages.ts";

/**
 * One field's rule as plain data, checked the same way in the machine and the view:
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
  /** A number no larger than this (a rebate within the agent's own); `message` gets `min`/`max` of the value. */
  readonly maxValue?: number;
  readonly minValue?: number;
  /** The value must equal another field's (a password confirmation), else `sameAsMessage`. */
  readonly sameAs?: string;
  readonly sameAsMessage?: MessageKey;
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

function valueBounds(rule: FieldRule): MessageParams {
  return { min: rule.minValue ?? 0, max: rule.maxValue ?? Number.POSITIVE_INFINITY };
}

/** `values` (the whole form) is needed only by a rule with `sameAs`, `check` or `requiredWhen`. */
export function checkField(rule: FieldRule, value: string, values: Readonly<Record<string, string>> = {}): Message | undefined {
  if (value === "") {
    return rule.required || rule.requiredWhen?.(values) === true ? keyMessage(rule.requiredMessage, boundsOf(rule)) : undefined;
  }
  if (rule.maxValue !== undefined || rule.minValue !== undefined) {
    const number = Number(value);
    const outside =
      !Number.isFinite(number) ||
      (rule.pattern !== undefined && !rule.pattern.test(value)) ||
      (rule.maxValue !== undefined && number > rule.maxValue) ||
      (rule.minValue !== undefined && number < rule.minValue);
    return outside ? keyMessage(rule.message, valueBounds(rule)) : undefined;
  }
  if (rule.sameAs !== undefined && value !== (values[rule.sameAs] ?? "")) {
    return keyMessage(rule.sameAsMessage ?? rule.message);
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
