import { checkField, keyMessage, MESSAGE_KEYS, usernameRule, type Message } from "@platform/machines";
import { PlatformError } from "@platform/sdk";
import { describe, expect, it } from "vitest";
import { i18nObject, locales } from "../i18n/generated/i18n-util.ts";
import { messageText } from "./message-text.ts";

describe("messageText", () => {
  it.each(locales)("has a non-empty %s text for every machine message key", (locale) => {
    const LL = i18nObject(locale);
    for (const messageKey of MESSAGE_KEYS) {
      const text = messageText(LL, keyMessage(messageKey, { min: 6, max: 20 }));
      expect(text, messageKey).not.toBe("");
      expect(text, messageKey).not.toContain("{");
    }
  });

  it("substitutes the rule's bounds and shows a server text as sent", () => {
    const LL = i18nObject("en");
    expect(messageText(LL, checkField(usernameRule, "") as Message)).toBe("Username must be 1-20 letters, digits or underscores");
    expect(messageText(LL, { text: "Incorrect username or password" })).toBe("Incorrect username or password");
    expect(messageText(i18nObject("cn"), keyMessage("in_confirmation_correct"))).toBe("两次输入的密码不一致");
  });
});

describe("messageText of a failed call", () => {
  it("puts it in the words of failureText, in the language of the moment", () => {
    const failure = { failure: { kind: "network" as const, captchaRequired: false } };
    expect(messageText(i18nObject("en"), failure)).toBe("The network is slow or offline, please try again");
    expect(messageText(i18nObject("en"), { failure: new PlatformError({ kind: "api", serverMessage: "Wrong password" }) })).toBe("Wrong password");
  });
});
