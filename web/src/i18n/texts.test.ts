// Each file of web/src/i18n/texts/ holds a namespace in all three
// languages. A missing or extra key is a compile error (defineTexts); here a
// Chinese or Malay text that drops, adds or renames one of the English text's
// `{placeholders}` fails (typesafe-i18n would leave `{name}` on screen or drop
// the value).
import { describe, expect, it } from "vitest";
import { defineTexts, type TextLocale } from "./define-texts.ts";

type Tree = { [key: string]: string | Tree };
type AllLanguages = Record<TextLocale, Tree>;

/** The names of a text's arguments: `{name}`, `{name:type}`, `{name|formatter}`. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)\s*(?:[:|][^}]*)?\}/g)].map((match) => match[1] ?? "").sort();
}

/** "cn app.title: {a} ≠ en's {a,b}" for every text of cn or ms whose placeholders differ from en's. */
function placeholderMismatches(texts: AllLanguages, path = ""): string[] {
  return Object.entries(texts.en).flatMap(([key, en]) => {
    const where = path ? `${path}.${key}` : key;
    if (typeof en !== "string") {
      const inner = (locale: TextLocale) => texts[locale][key] as Tree;
      return placeholderMismatches({ en, cn: inner("cn"), ms: inner("ms") }, where);
    }
    const want = placeholders(en).join(",");
    return (["cn", "ms"] as const).flatMap((locale) => {
      const got = placeholders(String(texts[locale][key])).join(",");
      return got === want ? [] : [`${locale} ${where}: {${got}} ≠ en's {${want}}`];
    });
  });
}

const sources = import.meta.glob<Record<string, AllLanguages>>("./texts/*.ts", { eager: true });

describe("the texts' placeholders", () => {
  it("finds every text file", () => {
    expect(Object.keys(sources)).toContain("./texts/root.ts");
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(sources))("%s: cn and ms have en's placeholders", (_file, module) => {
    expect(Object.keys(module).sort()).toEqual(module.titles ? ["default", "titles"] : ["default"]);
    for (const texts of Object.values(module)) expect(placeholderMismatches(texts)).toEqual([]);
  });

  it("reports a placeholder dropped, added or renamed, at any depth", () => {
    const texts = defineTexts({
      en: { a: "Hi {name:string}", b: { c: "{min:number}-{max:number}", d: "{n|upper} left" }, e: "none" },
      cn: { a: "你好", b: { c: "{min}-{max}", d: "剩 {n}" }, e: "{x}" },
      ms: { a: "Hai {nama:string}", b: { c: "{max}-{min}", d: "{n} lagi" }, e: "tiada" },
    });
    expect(placeholderMismatches(texts)).toEqual(["cn a: {} ≠ en's {name}", "ms a: {nama} ≠ en's {name}", "cn e: {x} ≠ en's {}"]);
  });

  it("refuses a missing or extra key where the text is written (compile time)", () => {
    const texts = defineTexts({
      en: { a: "A", b: { c: "C" } },
      // @ts-expect-error cn lacks b.c
      cn: { a: "甲", b: {} },
      // @ts-expect-error ms has a key en does not
      ms: { a: "A", b: { c: "C" }, extra: "X" },
    });
    expect(texts.en.b.c).toBe("C");
  });
});
