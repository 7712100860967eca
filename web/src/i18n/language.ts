// Spec §1/§4: EN (default), CN, MS. The upper-case code is what the server
// and localStorage.language hold (reference §1.1); the lowercased code is
// the typesafe-i18n locale and the <html lang> value.
import { localKeys, readText, writeText } from "../lib/storage.ts";
import type { Locales } from "./generated/i18n-types.ts";
import { baseLocale, isLocale } from "./generated/i18n-util.ts";

export type LanguageCode = Uppercase<Locales>;

/** Unknown or missing language falls back to the default (spec §4 "Language change"). */
export function localeFromCode(code: string | null | undefined): Locales {
  const lowered = (code ?? "").trim().toLowerCase();
  return isLocale(lowered) ? lowered : baseLocale;
}

export function codeOf(locale: Locales): LanguageCode {
  return locale.toUpperCase() as LanguageCode;
}

export function storedLocale(): Locales {
  return localeFromCode(readText("local", localKeys.language));
}

/** The SDK's `Language` header, read on every request. */
export function currentLanguageHeader(): LanguageCode {
  return codeOf(storedLocale());
}

export function persistLocale(locale: Locales): void {
  writeText("local", localKeys.language, codeOf(locale));
}

export function applyDocumentLanguage(locale: Locales): void {
  document.documentElement.lang = locale;
}
