import { describe, expect, it } from "vitest";
import { shouldShowCountryPopup } from "./country-popup-rule.ts";

describe("country chooser decision table (spec §2)", () => {
  it.each([
    // stored, country, app client → shown
    [null, "PH", false, true],
    [null, "SG", false, true],
    [null, "ph", false, true],
    [null, "MY", false, false],
    [null, "my", false, false],
    ["closed", "PH", false, false],
    [null, "PH", true, false],
    ["closed", "MY", true, false],
    [null, undefined, false, false],
    ["open", "PH", false, true],
  ] as const)("stored %s, country %s, app %s → %s", (stored, countryCode, appClient, shown) => {
    expect(shouldShowCountryPopup({ stored, countryCode, appClient })).toBe(shown);
  });
});
