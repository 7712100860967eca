import { describe, expect, it } from "vitest";
import { localKeys } from "../lib/storage.ts";
import { codeOf, currentLanguageHeader, localeFromCode, storedLocale } from "./language.ts";

describe("language (spec §4 'Language change')", () => {
  it("maps the upper-case codes to locales", () => {
    expect(localeFromCode("EN")).toBe("en");
    expect(localeFromCode("CN")).toBe("cn");
    expect(localeFromCode("ms")).toBe("ms");
    expect(codeOf("cn")).toBe("CN");
  });

  it("falls back to EN for an unknown or missing language", () => {
    expect(localeFromCode("TH")).toBe("en");
    expect(localeFromCode("")).toBe("en");
    expect(localeFromCode(null)).toBe("en");
  });

  it("reads the language the real client keeps in localStorage.language", () => {
    window.localStorage.setItem(localKeys.language, "CN");
    expect(storedLocale()).toBe("cn");
    expect(currentLanguageHeader()).toBe("CN");
  });
});
