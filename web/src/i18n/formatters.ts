// typesafe-i18n's formatters (`{value|formatter}` in a text); none yet. The generated
// folder's formatters.ts re-exports this file, as typesafe-i18n reads them from its output folder.
import type { FormattersInitializer } from "typesafe-i18n";
import type { Formatters, Locales } from "./generated/i18n-types.ts";

export const initFormatters: FormattersInitializer<Locales, Formatters> = () => ({});
