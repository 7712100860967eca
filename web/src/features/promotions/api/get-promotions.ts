import { unwrap, type components } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "../../games/index.ts";

export type Promotion = components["schemas"]["PromotionAnnouncement"];

/** Keyed by account: with a session `applicationStatus` is the member's own. */
const promotionsKey = (userName: string | undefined) => ["promotions", "list", userName ?? ""] as const;

/** Spec §2 "Promotions page": the promotions of /m/activity and /m/activityDetail (types PR, platform M). */
const promotionsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: promotionsKey(userName),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/wps/relay/PROMOFE_getPromoAnnounceV2", {
          params: { query: { types: "PR", platform: "M", language: currentLanguageHeader() } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });

export function usePromotions() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(promotionsQuery(api, userName));
}
