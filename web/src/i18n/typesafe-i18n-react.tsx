// The React binding of typesafe-i18n: the code its react adapter would generate,
// kept by hand here as the one module every component imports LL from.
import { useContext } from "react";
import { initI18nReact, type I18nContextType } from "typesafe-i18n/react";
import type { Formatters, Locales, TranslationFunctions, Translations } from "./generated/i18n-types.ts";
import { loadedFormatters, loadedLocales } from "./generated/i18n-util.ts";

const { component: TypesafeI18n, context: I18nContext } = initI18nReact<
  Locales,
  Translations,
  TranslationFunctions,
  Formatters
>(loadedLocales, loadedFormatters);

/** `{ LL, locale, setLocale }`; LL.section.key() gives a text in the current language. */
export function useI18nContext(): I18nContextType<Locales, Translations, TranslationFunctions> {
  return useContext(I18nContext);
}

export { TypesafeI18n };
