import { merchantCode } from "../../../config.ts";
import type { Locales } from "../../../i18n/generated/i18n-types.ts";
import { codeOf } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** spec §2 "Registration screen" announcement area: the banners of group m_reg (spec §3) in their order, no alert on failure (spec §8). */
export const registrationBanners = defineQuery("getAnnouncements", {
  view: "registration",
  call: (api, locale: Locales, signal) =>
    api.GET("/wps/relay/CCSFE_getListAnnouncements", {
      params: { query: { types: "B", groupName: "m_reg", platform: "M", merchantCode, language: codeOf(locale) } },
      signal,
    }),
  map: (list) => [...list.banners].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0)),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});
