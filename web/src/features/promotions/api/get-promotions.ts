import type { components } from "@platform/sdk";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

export type Promotion = components["schemas"]["PromotionAnnouncement"];

/** Spec §2 "Promotions page": the promotions of /m/activity and /m/activityDetail (types PR, platform M). Kept per session: with one, `applicationStatus` is the member's own. */
export const promotions = defineQuery("getPromotionAnnouncements", {
  scope: "session",
  call: (api, _: void, signal) => api.GET("/wps/relay/PROMOFE_getPromoAnnounceV2", { params: { query: { types: "PR", platform: "M", language: currentLanguageHeader() } }, signal }),
  staleTime: 60_000,
});
