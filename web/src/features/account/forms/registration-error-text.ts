import { keyMessage, type Message, type RegistrationFieldTable, type RegistrationFormField } from "@platform/machines";
import type { RegistrationSettings } from "../api/get-registration-settings.ts";

/**
 * A server row without its own message makes the machine report
 * 'field_format_incorrect'. For the username row (patternId 4) the spec names
 * the dictionary entry reg_pattern_4, with the row's bounds: use it.
 */
export function registrationMessage(
  settings: RegistrationSettings,
  table: RegistrationFieldTable,
  field: RegistrationFormField,
  message: Message,
): Message {
  if (!("key" in message) || message.key !== "field_format_incorrect" || field === "countryDialingCode") return message;
  const row = settings.fields[field as keyof RegistrationSettings["fields"]];
  if (row?.patternId !== 4 || table[field as keyof RegistrationFieldTable] === undefined) return message;
  return keyMessage("reg_pattern_4", { min: row.minLength ?? 1, max: row.maxLength ?? 20 });
}
