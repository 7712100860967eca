import { keyMessage, type Message } from "../messages.ts";
import type { FieldRule } from "./fieldRule.ts";

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** spec §5, §9: a birthday lies between 1900 and the end of the current year. */
export function birthdayBounds(today: Date): { readonly min: string; readonly max: string } {
  return { min: "1900-01-01", max: `${today.getFullYear()}-12-31` };
}

/** A real calendar date written YYYY-MM-DD, inside birthdayBounds. Empty passes (required is the table's call). */
export function checkBirthday(value: string, today: Date): Message | undefined {
  if (value === "") return undefined;
  const parts = DATE_PATTERN.exec(value);
  if (parts === null) return keyMessage("field_format_incorrect");
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return keyMessage("field_format_incorrect");
  const { min, max } = birthdayBounds(today);
  // YYYY-MM-DD strings compare in date order.
  return value < min || value > max ? keyMessage("birthday_out_of_range", { min, max }) : undefined;
}

/** The birthday as a form field (personal info, registration): optional, a real date inside birthdayBounds. */
export function birthdayRule(today: Date): FieldRule {
  return { required: false, requiredMessage: "field_required", message: "field_format_incorrect", check: (value) => checkBirthday(value, today) };
}
