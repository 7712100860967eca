import { unwrap, type components } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "../../games/index.ts";

export type PromotionCategory = components["schemas"]["PromotionCategory"];

const promotionCategoriesKey = ["promotions", "categories"] as const;

/** Spec §2: the tabs of /m/activity, in server order. */
const promotionCategoriesQuery = (api: Api) =>
  queryOptions({
    queryKey: promotionCategoriesKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", { params: { query: { language: currentLanguageHeader() } }, signal })),
    staleTime: 10 * 60_000,
  });

export function usePromotionCategories() {
  const api = useApi();
  return useQuery(promotionCategoriesQuery(api));
}
