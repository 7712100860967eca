import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Locales } from "../../../i18n/i18n-types.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

type Api = ReturnType<typeof useApi>;

/** The dialing-code picker's countries (names come in the request's language, so the key holds it). */
const countriesQuery = (api: Api, locale: Locales) =>
  queryOptions({
    queryKey: ["system", "countries", locale] as const,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/system/country", { signal })),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });

export function useCountries() {
  const api = useApi();
  const { locale } = useI18nContext();
  return useQuery(countriesQuery(api, locale));
}
