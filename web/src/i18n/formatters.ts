// typesafe-i18n's formatters (`{value|formatter}` in a text); none yet. The generated
// folder's formatters.ts re-exports this file, as typesafe-i18n reads them from its output folder.
import type { FormattersInitializer } from "typesafe-i18n";
import type { Formatters, Locales } from "./generated/i18n-types.ts";

// The locale argument stays in the signature: the bundle is then byte for byte what typesafe-i18n's own template gave.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale) => ({});
