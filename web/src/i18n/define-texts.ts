// "one home per job": a namespace's texts are written once, in one
// file of web/src/i18n/texts/, in all three languages (spec §1: EN, CN, MS).
// scripts/generate-i18n.mjs splits each file into the per-locale files
// typesafe-i18n reads (web/src/i18n/generated/), so a language still loads
// alone: a Chinese member never downloads the English or Malay texts.
import type { BaseTranslation } from "typesafe-i18n";

/** The languages of spec §1; `en` is the base every other must match. */
export type TextLocale = "en" | "cn" | "ms";

/** The English texts' shape with every text a string: a translation has exactly these keys. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** One namespace's texts in every language; cn and ms are checked against en (not inferred from them). */
export interface Texts<En extends BaseTranslation> {
  en: En;
  cn: NoInfer<SameKeys<En>>;
  ms: NoInfer<SameKeys<En>>;
}

/**
 * Writes a namespace's texts (or route titles) in all three languages. A key
 * missing from cn or ms, or one en does not have, is a compile error at that
 * language's object; that every `{placeholder}` of en is in cn and ms too is
 * held by web/src/i18n/texts.test.ts.
 */
export function defineTexts<En extends BaseTranslation>(texts: Texts<En>): Texts<En> {
  return texts;
}
