import { REGISTRATION_FIELDS, type RegistrationFieldTable, type ServerFieldRule } from "@platform/machines";
import type { components } from "@platform/sdk";
import { defineQuery } from "../../../lib/api-query.ts";
import type { ConsolidatedSettings } from "../../../shared/system/index.ts";

export type RegistrationSettings = components["schemas"]["RegistrationSettings"];
export type ServerRow = components["schemas"]["RegistrationFieldRule"];

export const registrationSettings = defineQuery("getRegistrationSettings", {
  call: (api, _: void, signal) => api.GET("/wps/system/setting/register", { signal }),
  staleTime: 5 * 60_000,
});

/**
 * The form's rows with the consolidated settings' `register` rules over them
 * (the real member centre checks every field by that table, MC
 * setRegExp; there is no server-side validation call). A rule shows its field
 * when `fieldEnabled`; its `message` is a text key of the real client's
 * dictionary, so the app words the error itself. A field the consolidated
 * table leaves out keeps GET /wps/system/setting/register's row (the /m
 * shell's own call, S1), and so does every field when the consolidated call failed.
 */
export function withConsolidatedRules(settings: RegistrationSettings, consolidated: Pick<ConsolidatedSettings, "register"> | undefined): RegistrationSettings {
  if (consolidated === undefined) return settings;
  const fields: Record<string, ServerRow> = { ...settings.fields };
  for (const field of REGISTRATION_FIELDS) {
    const rule = consolidated.register[field];
    if (rule === undefined) continue;
    fields[field] = {
      enabled: rule.fieldEnabled ?? false,
      required: rule.required ?? false,
      ...(rule.acceptedPattern === undefined ? {} : { acceptedPattern: rule.acceptedPattern }),
      ...(rule.minLength === undefined ? {} : { minLength: rule.minLength }),
      ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
      ...(rule.patternId === undefined || rule.patternId < 0 ? {} : { patternId: rule.patternId }),
    };
  }
  return { ...settings, fields };
}

function bound(value: number | undefined): string {
  return value === undefined ? "" : String(Math.max(0, Math.floor(value)));
}

/** The server pattern without its own anchors (an escaped `\$` stays), to sit inside ours. */
function unanchored(pattern: string): string {
  return pattern.replace(/^\^/, "").replace(/(?<!\\)\$$/, "");
}

/**
 * One server row as the machine's ServerFieldRule. The server gives a pattern
 * (`*` = anything) and length bounds separately; the machine checks one
 * pattern, so the bounds become a look-ahead in front of it. The row's own
 * `message` (already translated by the server) is kept; without one the
 * machine reports a key the app translates (see registration-error-text.ts).
 */
export function toServerFieldRule(row: ServerRow): ServerFieldRule {
  const accepted = row.acceptedPattern && row.acceptedPattern !== "*" ? row.acceptedPattern : undefined;
  const hasBounds = row.minLength !== undefined || row.maxLength !== undefined;
  const length = hasBounds ? `(?=[\\s\\S]{${bound(row.minLength ?? 0)},${bound(row.maxLength)}}$)` : "";
  const body = accepted === undefined ? "[\\s\\S]*" : `(?:${unanchored(accepted)})`;
  const pattern = length === "" && accepted === undefined ? undefined : `^${length}${body}$`;
  const message = row.message;
  return {
    enabled: row.enabled ?? false,
    required: row.required ?? false,
    ...(pattern === undefined ? {} : { pattern }),
    ...(message === undefined ? {} : { message }),
    // The bounds again, for the messages that name them (the message comes from the rule that checks).
    ...(row.minLength === undefined ? {} : { minLength: row.minLength }),
    ...(row.maxLength === undefined ? {} : { maxLength: row.maxLength }),
  };
}

/** The machine's field table from the settings; fields the server leaves out stay hidden (absent). */
export function toFieldTable(settings: RegistrationSettings): RegistrationFieldTable {
  const table: Partial<Record<(typeof REGISTRATION_FIELDS)[number], ServerFieldRule>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const row = settings.fields[field];
    if (row !== undefined) table[field] = toServerFieldRule(row);
  }
  return table;
}
