import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §3: the notice screen asks for banners, player notices and pop-ups. */
const NOTICE_CONTENT_TYPES = "B,PL,PU";

/** Kept per session: the read flags are the member's. */
export const notices = defineQuery("getAnnouncements", {
  view: "notices",
  scope: "session",
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/CCSFE_getListAnnouncements", {
      params: { query: { types: NOTICE_CONTENT_TYPES, platform: "M", merchantCode, language: currentLanguageHeader() } },
      signal,
    }),
  staleTime: 30_000,
  // Spec §8: announcements show no error alert (the screen shows its own failure state).
  meta: { silent: true },
});
