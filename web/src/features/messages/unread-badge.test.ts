import { describe, expect, it } from "vitest";
import { badgeText, BADGE_MAX, UNREAD_COUNT_THROTTLE_MS } from "./unread-badge.ts";
import { chatLanguage, chatLaunchQuery, CHAT_OPEN_DELAY_MS } from "./live-chat/chat-launch.ts";

describe("unread badge (spec §2 'Message center')", () => {
  it("shows nothing for 0, the count up to 99 and '99+' above", () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(150)).toBe("99+");
    expect(BADGE_MAX).toBe(99);
    expect(UNREAD_COUNT_THROTTLE_MS).toBe(250);
  });
});

describe("chat launch (spec §7 'Chat')", () => {
  it("asks in CN for both CN and TW, with b2c=1, the back address, header colour and title", () => {
    expect(chatLanguage("TW")).toBe("CN");
    expect(chatLanguage("CN")).toBe("CN");
    expect(chatLanguage("MS")).toBe("MS");
    expect(chatLaunchQuery("EN", "/m/message", "Live chat")).toEqual({ b2c: 1, language: "EN", backUrl: "/m/message", headerColor: "0b1029", title: "Live chat" });
    expect(CHAT_OPEN_DELAY_MS).toBe(500);
  });
});
