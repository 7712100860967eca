import { describe, expect, it } from "vitest";
import { iosVersion } from "../../../lib/platform.ts";
import { downloadEntries, guideFooter, opensInSameTab } from "./install-options.ts";

const IOS_12_1 = "Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1";
const IOS_17 = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
/** iPadOS 13+ Safari by default: a Mac's agent, told apart by its touch points (5; a Mac has 0). */
const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const links = [
  { resourceType: "IOS" as const, url: "https://dl.test/app.ipa" },
  { resourceType: "Android" as const, url: "https://dl.test/app.apk" },
  { resourceType: "MOBILECONFIG" as const, url: "https://dl.test/app.mobileconfig" },
];
const device = (userAgent: string, overrides = {}) => ({ userAgent, standalone: false, webclip: false, ...overrides });

describe("add-to-home-screen guide footer (spec §2 'Home')", () => {
  it("gives iOS 12.1 and older the tips", () => {
    expect(iosVersion({ userAgent: IOS_12_1 })).toBe(12.01);
    expect(guideFooter(device(IOS_12_1), links)).toEqual({ kind: "iosTips" });
  });

  it("gives newer iOS the profile button when a MOBILECONFIG link exists and the profile is not installed", () => {
    expect(guideFooter(device(IOS_17), links)).toEqual({ kind: "profile", url: "https://dl.test/app.mobileconfig" });
    expect(guideFooter(device(IOS_17), links.slice(0, 2))).toBeNull();
    expect(guideFooter(device(IOS_17, { webclip: true }), links)).toBeNull();
  });

  it("gives an iPad that reports a Mac the profile button too, and a Mac nothing (this detector missed iPadOS 13+)", () => {
    expect(guideFooter(device(IPAD_AS_MAC, { touchPoints: 5 }), links)).toEqual({ kind: "profile", url: "https://dl.test/app.mobileconfig" });
    expect(guideFooter(device(IPAD_AS_MAC, { touchPoints: 0 }), links)).toBeNull();
  });

  it("shows nothing off iOS or when already on the home screen", () => {
    expect(guideFooter(device(ANDROID), links)).toBeNull();
    expect(guideFooter(device(IOS_12_1, { standalone: true }), links)).toBeNull();
  });
});

describe("download entries (spec §4 'App-download visibility')", () => {
  it("lists add-to-home, the iOS app and the profile on iOS Safari", () => {
    expect(downloadEntries(device(IOS_17), links).map((entry) => entry.kind)).toEqual(["addToHome", "ios", "profile"]);
  });

  it("lists an iPad that reports a Mac as iOS Safari, not as a computer", () => {
    expect(downloadEntries(device(IPAD_AS_MAC, { touchPoints: 5 }), links).map((entry) => entry.kind)).toEqual(["addToHome", "ios", "profile"]);
    expect(downloadEntries(device(IPAD_AS_MAC, { touchPoints: 0 }), links).map((entry) => entry.kind)).toEqual(["ios", "android"]);
  });

  it("lists only the Android app on Android, and both apps on a computer", () => {
    expect(downloadEntries(device(ANDROID), links).map((entry) => entry.kind)).toEqual(["android"]);
    expect(downloadEntries(device(DESKTOP), links).map((entry) => entry.kind)).toEqual(["ios", "android"]);
  });

  it("opens .ipa and .apk in the same tab, other links in a new one", () => {
    expect(opensInSameTab("https://dl.test/app.apk")).toBe(true);
    expect(opensInSameTab("https://dl.test/app.IPA?v=2")).toBe(true);
    expect(opensInSameTab("https://dl.test/app.mobileconfig")).toBe(false);
  });
});
