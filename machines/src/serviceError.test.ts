import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS } from "./messages.ts";
import { readServiceError } from "./serviceError.ts";

describe("reading an actor's failure", () => {
  it("passes the server's text, errorCode and captcha flag through", () => {
    const error = Object.assign(new Error("Please Enter The Correct Captcha Code"), { errorCode: "captcha.err", captcha: true });
    expect(readServiceError(error)).toEqual({
      message: { text: "Please Enter The Correct Captcha Code" },
      errorCode: "captcha.err",
      captchaRequested: true,
    });
  });

  it("treats a plain object or a string like an Error", () => {
    expect(readServiceError({ message: "system busy" })).toEqual({ message: { text: "system busy" }, captchaRequested: false });
    expect(readServiceError("network slow")).toEqual({ message: { text: "network slow" }, captchaRequested: false });
  });

  it("falls back to unknown_error when there is no text", () => {
    for (const error of [undefined, null, {}, new Error(""), { message: 42 }]) {
      expect(readServiceError(error).message).toEqual({ key: "unknown_error" });
    }
  });

  it("asks for a captcha only on captcha === true", () => {
    expect(readServiceError({ message: "x", captcha: "true" }).captchaRequested).toBe(false);
  });
});

describe("MESSAGE_KEYS", () => {
  it("lists each key once, in snake_case", () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
