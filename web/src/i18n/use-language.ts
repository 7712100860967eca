import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useI18nContext } from "./typesafe-i18n-react.tsx";
import type { Locales } from "./generated/i18n-types.ts";
import { namespaces } from "./generated/i18n-util.ts";
import { applyDocumentLanguage, codeOf, persistLocale } from "./language.ts";
import { loadLocale } from "./load-locale.ts";

/** The `changeLanguage` window event (spec §4), detail = upper-case code. */
const LANGUAGE_CHANGE_EVENT = "changeLanguage";

export function useLanguage() {
  const { LL, locale, setLocale } = useI18nContext();
  const queryClient = useQueryClient();

  const changeLanguage = useCallback(
    async (next: Locales) => {
      // The new language's texts for what is shown now: the base and the namespaces already in use.
      await loadLocale(
        next,
        namespaces.filter((namespace) => namespace in LL),
      );
      persistLocale(next);
      applyDocumentLanguage(next);
      setLocale(next);
      window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: codeOf(next) }));
      // Server texts follow the Language header: refetch what is on screen.
      void queryClient.invalidateQueries();
    },
    [LL, setLocale, queryClient],
  );

  return { locale, changeLanguage };
}
