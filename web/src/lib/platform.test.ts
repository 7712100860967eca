import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPlatform, iosVersion, isIos, isIosSafari, isMobile } from "./platform.ts";

const IPHONE_12_1 = "Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1";
const IPAD_12_4 = "Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1";
const IPOD = "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1";
/** iPadOS 13+ Safari asks for desktop sites: the agent of a Mac. Only touch points tell it apart. */
const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const IPAD_AS_MAC_NO_VERSION = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)";
const CHROME_ON_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

afterEach(() => vi.restoreAllMocks());

describe("platform (one iOS rule; the two old detectors disagreed on iPadOS)", () => {
  it("counts iPhone, iPad and iPod agents as iOS, with their version", () => {
    expect([IPHONE_12_1, IPAD_12_4, IPOD].map((userAgent) => isIos({ userAgent }))).toEqual([true, true, true]);
    expect(iosVersion({ userAgent: IPHONE_12_1 })).toBe(12.01);
    expect(iosVersion({ userAgent: IPAD_12_4 })).toBe(12.04);
    expect(iosVersion({ userAgent: IPOD })).toBe(12.05);
  });

  it("counts a Mac agent with touch points as an iPad (iPadOS 13+), and a Mac agent without as a Mac", () => {
    expect(isIos({ userAgent: IPAD_AS_MAC, touchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, touchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: IPAD_AS_MAC, touchPoints: 1 })).toBe(false);
    expect(isIos({ userAgent: IPAD_AS_MAC })).toBe(false);
    expect(isMobile({ userAgent: IPAD_AS_MAC, touchPoints: 5 })).toBe(true);
    expect(isMobile({ userAgent: IPAD_AS_MAC, touchPoints: 0 })).toBe(false);
  });

  it("reads an iPad-as-Mac's version from Safari's Version/, at least 13 without one", () => {
    expect(iosVersion({ userAgent: IPAD_AS_MAC, touchPoints: 5 })).toBe(17.04);
    expect(iosVersion({ userAgent: IPAD_AS_MAC_NO_VERSION, touchPoints: 5 })).toBe(13);
    expect(iosVersion({ userAgent: IPAD_AS_MAC, touchPoints: 0 })).toBeNull();
  });

  it("is not iOS on Android or a computer; touch points alone do not make iOS", () => {
    expect(isIos({ userAgent: ANDROID, touchPoints: 5 })).toBe(false);
    expect(isIos({ userAgent: WINDOWS, touchPoints: 10 })).toBe(false);
    expect(iosVersion({ userAgent: ANDROID })).toBeNull();
    expect(isMobile({ userAgent: ANDROID })).toBe(true);
    expect(isMobile({ userAgent: WINDOWS, touchPoints: 10 })).toBe(false);
  });

  it("tells Safari on iOS from other iOS browsers", () => {
    expect(isIosSafari({ userAgent: IPHONE_12_1 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, touchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: CHROME_ON_IPHONE })).toBe(false);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, touchPoints: 0 })).toBe(false);
  });

  it("reads the browser's agent and touch points", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPAD_AS_MAC);
    Object.defineProperty(navigator, "maxTouchPoints", { value: 5, configurable: true });
    try {
      expect(currentPlatform()).toEqual({ userAgent: IPAD_AS_MAC, touchPoints: 5 });
      expect(isIos(currentPlatform())).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, "maxTouchPoints");
    }
  });
});
