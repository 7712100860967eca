import { describe, expect, it } from "vitest";
import {
  captchaRule,
  checkConfirmation,
  emailRule,
  loginPasswordRule,
  mobileNumRule,
  newPasswordRule,
  smsCodeRule,
  usernameRule,
} from "./account.rules.ts";
import { checkField, formatOnly } from "./fieldRule.ts";
import { checkSmsSend } from "./smsSend.ts";

const passes = (rule: Parameters<typeof checkField>[0], value: string) => checkField(rule, value) === undefined;

describe("account field rules (spec §5)", () => {
  it("username: letters, digits, underscore, 1 to 20, required (reg_pattern_4)", () => {
    expect(passes(usernameRule, "a")).toBe(true);
    expect(passes(usernameRule, "A_1".padEnd(20, "x"))).toBe(true);
    expect(passes(usernameRule, "x".repeat(21))).toBe(false);
    expect(passes(usernameRule, "dash-name")).toBe(false);
    expect(passes(usernameRule, "名字")).toBe(false);
    expect(checkField(usernameRule, "")).toEqual({ key: "reg_pattern_4", params: { min: 1, max: 20 } });
  });

  it("mobile number: digits, 6 to 20", () => {
    expect(passes(mobileNumRule, "123456")).toBe(true);
    expect(passes(mobileNumRule, "1".repeat(20))).toBe(true);
    expect(passes(mobileNumRule, "1".repeat(21))).toBe(false);
    expect(passes(mobileNumRule, "12345")).toBe(false);
    expect(passes(mobileNumRule, "+60123456")).toBe(false);
  });

  it("SMS code: digits, at most 10", () => {
    expect(passes(smsCodeRule, "1".repeat(10))).toBe(true);
    expect(passes(smsCodeRule, "1".repeat(11))).toBe(false);
    expect(passes(smsCodeRule, "12a4")).toBe(false);
    expect(checkField(smsCodeRule, "")).toEqual({ key: "enter_verification_code", params: { max: 10 } });
  });

  it("captcha: exactly 6 digits", () => {
    expect(passes(captchaRule, "123456")).toBe(true);
    expect(passes(captchaRule, "12345")).toBe(false);
    expect(passes(captchaRule, "1234567")).toBe(false);
    expect(passes(captchaRule, "12345a")).toBe(false);
  });

  it("login password: required, at most 64", () => {
    expect(passes(loginPasswordRule, "x")).toBe(true);
    expect(checkField(loginPasswordRule, "")).toEqual({ key: "enter_password", params: { max: 64 } });
  });

  it("new password: 6 to 20 characters without spaces", () => {
    expect(passes(newPasswordRule, "abc123")).toBe(true);
    expect(passes(newPasswordRule, "abc12")).toBe(false);
    expect(passes(newPasswordRule, "a".repeat(21))).toBe(false);
    expect(passes(newPasswordRule, "abc 123")).toBe(false);
  });

  it("email: the spec §5 pattern, else email_incorrect", () => {
    for (const good of ["a@b.cn", "first.last@mail.com", "x_1@mail-host.co.uk", "a@b.com.my.cn"]) expect(passes(emailRule, good), good).toBe(true);
    for (const bad of ["a@b", "a@b.c", "a@b.comm", "a.@b.com", "@b.com", "a@b.co.uk.org.net"]) {
      expect(checkField(emailRule, bad), bad).toEqual({ key: "email_incorrect" });
    }
    expect(checkField(emailRule, "")).toEqual({ key: "enter_email" });
  });

  it("an optional field passes empty, and formatOnly keeps the format check", () => {
    expect(checkField(formatOnly(mobileNumRule), "")).toBeUndefined();
    expect(checkField(formatOnly(mobileNumRule), "12")).toEqual({ key: "mobile_number_error", params: { min: 6, max: 20 } });
  });

  it("confirmation: required, then equal, with the screen's key", () => {
    expect(checkConfirmation("pw", "", "in_confirmation_correct")).toEqual({ key: "enter_password" });
    expect(checkConfirmation("pw", "px", "in_confirmation_correct")).toEqual({ key: "in_confirmation_correct" });
    expect(checkConfirmation("pw", "px", "confirmation_mismatch")).toEqual({ key: "confirmation_mismatch" });
    expect(checkConfirmation("pw", "pw", "confirmation_mismatch")).toBeUndefined();
  });
});

describe("SMS send precondition (spec §5)", () => {
  it("needs a valid mobile number", () => {
    expect(checkSmsSend({ mobileNum: "" })).toEqual({ mobileNum: { key: "mobile_number_error", params: { min: 6, max: 20 } } });
    expect(checkSmsSend({ mobileNum: "123456789" })).toEqual({});
  });

  it("checks the code field's format only when asked to", () => {
    expect(checkSmsSend({ mobileNum: "123456789", verificationCode: "" })).toEqual({});
    expect(checkSmsSend({ mobileNum: "123456789", verificationCode: "x" })).toEqual({
      verificationCode: { key: "verification_code_error", params: { max: 10 } },
    });
  });
});

describe("the login password has a length rule", async () => {
  const { checkField } = await import("./fieldRule.ts");
  const { loginPasswordRule, MAX_LOGIN_PASSWORD_LENGTH } = await import("./account.rules.ts");
  it("takes up to 64 characters and names the bound beyond", () => {
    expect(MAX_LOGIN_PASSWORD_LENGTH).toBe(64);
    expect(checkField(loginPasswordRule, "")).toEqual({ key: "enter_password", params: { max: 64 } });
    expect(checkField(loginPasswordRule, "a")).toBeUndefined();
    expect(checkField(loginPasswordRule, "p".repeat(64))).toBeUndefined();
    expect(checkField(loginPasswordRule, "p".repeat(5000))).toEqual({ key: "password_too_long", params: { max: 64 } });
  });
});
