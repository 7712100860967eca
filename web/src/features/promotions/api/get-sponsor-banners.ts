import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** The sponsor page's banner group (assumed name, contract: CCSFE_getListAnnouncements `groupName`). */
const SPONSOR_BANNER_GROUP = "m_sponsor";

/** Spec §2 "/m/sponsor": banner carousels and text only, in their order. */
export const sponsorBanners = defineQuery("getAnnouncements", {
  view: "sponsor",
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/CCSFE_getListAnnouncements", {
      params: { query: { types: "B", groupName: SPONSOR_BANNER_GROUP, platform: "M", merchantCode, language: currentLanguageHeader() } },
      signal,
    }),
  map: (lists) => [...lists.banners].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0)),
  staleTime: 10 * 60_000,
});
