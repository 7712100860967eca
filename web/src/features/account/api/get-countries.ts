import type { Locales } from "../../../i18n/generated/i18n-types.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** The dialing-code picker's countries (names come in the request's language, so the params hold it). */
export const countries = defineQuery("getCountries", {
  call: (api, _locale: Locales, signal) => api.GET("/wps/system/country", { signal }),
  staleTime: 60 * 60_000,
  meta: { silent: true },
});
