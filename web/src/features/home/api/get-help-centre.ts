import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { codeOf, type LanguageCode } from "../../../i18n/language.ts";
import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { useApi } from "../../../lib/app-services.tsx";

/** Spec §9: help content reloads 250 ms after a language change. */
export const HELP_RELOAD_DELAY_MS = 250;

const helpCentre = defineQuery("getHelpCenter", {
  call: (api, language: LanguageCode, signal) => api.GET("/wps/system/helpCenter", { params: { query: { device: "MOBILE", language } }, signal }),
  staleTime: Infinity,
  meta: { silent: true },
});

/** The language, following a change only after `delayMs`. */
function useLanguageAfter(delayMs: number): LanguageCode {
  const { locale } = useI18nContext();
  const current = codeOf(locale);
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), delayMs);
    return () => clearTimeout(timer);
  }, [current, delayMs]);
  return settled;
}

/**
 * Spec §2 "Home": help content is loaded on entry and reloaded 250 ms after a
 * language change. The query is read here but fetched only by this effect:
 * a disabled observer keeps the app-wide refetch on language change
 * (i18n/use-language.ts) from loading it a second time, too early.
 */
export function useHomeHelpCentre() {
  const api = useApi();
  const queryClient = useQueryClient();
  const language = useLanguageAfter(HELP_RELOAD_DELAY_MS);
  useEffect(() => {
    void queryClient.fetchQuery({ ...helpCentre.options(api, language), staleTime: 0 }).catch(() => undefined);
  }, [api, queryClient, language]);
  return useApiQuery(helpCentre, language, { enabled: false });
}
