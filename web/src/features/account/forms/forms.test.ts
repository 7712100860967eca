import {
  checkField,
  keyMessage,
  MESSAGE_KEYS,
  usernameRule,
  validateChangePassword,
  type ChangePasswordContext,
  type Message,
} from "@platform/machines";
import { describe, expect, it } from "vitest";
import { i18nObject, locales } from "../../../i18n/i18n-util.ts";
import { joinFieldMessages } from "./field-messages.ts";
import { machineSchema } from "./machine-schema.ts";
import { messageText } from "./message-text.ts";

const key = (message: Message) => ("key" in message ? message.key : "text" in message ? message.text : message.failure.kind);

describe("machineSchema: the zod schema is the machine's validator", () => {
  const context = (values: ChangePasswordContext["values"]): ChangePasswordContext => ({
    username: "player_one",
    knownPassword: null,
    oldPasswordShown: true,
    values,
    fieldErrors: {},
    error: undefined,
    notice: undefined,
  });
  const schema = machineSchema(
    ["oldPassword", "newPassword", "confirmNewPassword"] as const,
    (values) => validateChangePassword(context(values)),
    key,
  );

  it.each([
    [{ oldPassword: "", newPassword: "", confirmNewPassword: "" }],
    [{ oldPassword: "a", newPassword: "short", confirmNewPassword: "other" }],
    [{ oldPassword: "a", newPassword: "long-enough", confirmNewPassword: "long-enough" }],
  ])("reports exactly the machine's errors for %j", (values) => {
    const result = schema.safeParse(values);
    const fromSchema = Object.fromEntries((result.success ? [] : result.error.issues).map((issue) => [issue.path[0], issue.message]));
    const fromMachine = Object.fromEntries(Object.entries(validateChangePassword(context(values))).map(([field, message]) => [field, key(message)]));
    expect(fromSchema).toEqual(fromMachine);
    expect(result.success).toBe(Object.keys(fromMachine).length === 0);
  });
});

describe("joinFieldMessages (spec §8: errors under a field joined by commas)", () => {
  it("joins the form's criteria and other sources, each text once", () => {
    const formError = { type: "custom", message: "a", types: { custom: ["a", "b"] } };
    expect(joinFieldMessages(formError, "b", "c", undefined)).toBe("a, b, c");
    expect(joinFieldMessages({ type: "custom", message: "only" })).toBe("only");
    expect(joinFieldMessages(undefined, undefined)).toBeUndefined();
  });
});

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
