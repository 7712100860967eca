import { describe, expect, it } from "vitest";
import { guideOrder } from "./platform.ts";

describe("install tutorials order", () => {
  it("puts iOS first on iPhone and iPad (iPadOS reports a Mac with touch)", () => {
    expect(guideOrder({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" })).toEqual(["ios", "android"]);
    expect(guideOrder({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", touchPoints: 5 })).toEqual(["ios", "android"]);
  });

  it("puts Android first elsewhere", () => {
    expect(guideOrder({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)" })).toEqual(["android", "ios"]);
    expect(guideOrder({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", touchPoints: 0 })).toEqual(["android", "ios"]);
  });
});
