import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSettledLocale, HELP_RELOAD_AFTER_LANGUAGE_MS } from "../../../i18n/language-change.ts";
import { codeOf, type LanguageCode } from "../../../i18n/language.ts";
import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { useApi } from "../../../lib/app-services.tsx";

const helpCentre = defineQuery("getHelpCenter", {
  call: (api, language: LanguageCode, signal) => api.GET("/wps/system/helpCenter", { params: { query: { device: "MOBILE", language } }, signal }),
  staleTime: Infinity,
  meta: { silent: true },
});

/**
 * Spec §2 "Home": help content is loaded on entry and reloaded once the language has
 * settled (HELP_RELOAD_AFTER_LANGUAGE_MS, i18n/language-change.ts). The query is read here but fetched only by this effect:
 * a disabled observer keeps the app-wide refetch on language change
 * (i18n/use-language.ts) from loading it a second time, too early.
 */
export function useHomeHelpCentre() {
  const api = useApi();
  const queryClient = useQueryClient();
  const language: LanguageCode = codeOf(useSettledLocale(HELP_RELOAD_AFTER_LANGUAGE_MS));
  useEffect(() => {
    void queryClient.fetchQuery({ ...helpCentre.options(api, language), staleTime: 0 }).catch(() => undefined);
  }, [api, queryClient, language]);
  return useApiQuery(helpCentre, language, { enabled: false });
}
