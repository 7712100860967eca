import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §3: home asks for banners, notices, pop-ups, promotions and hot items of group m_home. */
const HOME_CONTENT_TYPES = "B,PL,PU,PR,H";
const HOME_BANNER_GROUP = "m_home";

/** Kept per session: the read flags and pop-ups are the member's. */
export const homeAnnouncements = defineQuery("getAnnouncements", {
  view: "home",
  scope: "session",
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/CCSFE_getListAnnouncements", {
      params: { query: { types: HOME_CONTENT_TYPES, groupName: HOME_BANNER_GROUP, platform: "M", merchantCode, language: currentLanguageHeader() } },
      signal,
    }),
  staleTime: 60_000,
  // Spec §8: announcements show no error alert.
  meta: { silent: true },
});
