import type { components } from "@platform/sdk";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";

export type PromotionCategory = components["schemas"]["PromotionCategory"];

/** Spec §2: the tabs of /m/activity, in server order. */
export const promotionCategories = defineQuery("getPromotionCategories", {
  call: (api, _: void, signal) => api.GET("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", { params: { query: { language: currentLanguageHeader() } }, signal }),
  staleTime: 10 * 60_000,
});
