import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "../../games/index.ts";

/** The sponsor page's banner group (assumed name, contract: CCSFE_getListAnnouncements `groupName`). */
const SPONSOR_BANNER_GROUP = "m_sponsor";

const sponsorBannersKey = ["promotions", "sponsor-banners"] as const;

/** Spec §2 "/m/sponsor": banner carousels and text only. */
const sponsorBannersQuery = (api: Api) =>
  queryOptions({
    queryKey: sponsorBannersKey,
    queryFn: async ({ signal }) => {
      const lists = await unwrap(
        api.GET("/wps/relay/CCSFE_getListAnnouncements", {
          params: { query: { types: "B", groupName: SPONSOR_BANNER_GROUP, platform: "M", merchantCode, language: currentLanguageHeader() } },
          signal,
        }),
      );
      return [...lists.banners].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
    },
    staleTime: 10 * 60_000,
  });

export function useSponsorBanners() {
  const api = useApi();
  return useQuery(sponsorBannersQuery(api));
}
