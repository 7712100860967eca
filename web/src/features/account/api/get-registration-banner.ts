import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { Locales } from "../../../i18n/i18n-types.ts";
import { codeOf } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";

type Api = ReturnType<typeof useApi>;

/** spec §2 "Registration screen" announcement area: the banners of group m_reg (spec §3), no alert on failure (spec §8). */
const registrationBannersQuery = (api: Api, locale: Locales) =>
  queryOptions({
    queryKey: ["content", "banners", "m_reg", locale] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/wps/relay/CCSFE_getListAnnouncements", {
          params: { query: { types: "B", groupName: "m_reg", platform: "M", merchantCode, language: codeOf(locale) } },
          signal,
        }),
      ),
    select: (list) => [...list.banners].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0)),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export function useRegistrationBanners() {
  const api = useApi();
  const { locale } = useI18nContext();
  return useQuery(registrationBannersQuery(api, locale));
}
