import { describe, expect, it } from "vitest";
import { usernameRule } from "./account.rules.ts";
import { checkServerField, compileServerPattern } from "./registrationTable.ts";

describe("server-supplied registration rules (spec §5)", () => {
  it("an empty optional field passes; a required one fails", () => {
    expect(checkServerField("", { enabled: true, required: false })).toBeUndefined();
    expect(checkServerField("", { enabled: true, required: true })).toEqual({ key: "field_required" });
  });

  it("a typed value must match the server pattern; the failure carries the server's text", () => {
    const row = { enabled: true, required: false, pattern: "^\\d{5,11}$", message: "QQ number is 5-11 digits" };
    expect(checkServerField("12345", row)).toBeUndefined();
    expect(checkServerField("12a45", row)).toEqual({ text: "QQ number is 5-11 digits" });
    expect(checkServerField("12a45", { ...row, message: null })).toEqual({ key: "field_format_incorrect" });
  });

  it("without a row or a pattern, the built-in rule decides the format", () => {
    expect(checkServerField("bad name!", undefined, usernameRule)).toEqual({ key: "reg_pattern_4", params: { min: 1, max: 20 } });
    expect(checkServerField("bad name!", { enabled: true, required: true }, usernameRule)).toEqual({
      key: "reg_pattern_4",
      params: { min: 1, max: 20 },
    });
    expect(checkServerField("anything", undefined)).toBeUndefined();
  });

  it("ignores a pattern that does not compile", () => {
    expect(compileServerPattern("([")).toBeUndefined();
    expect(compileServerPattern("")).toBeUndefined();
    expect(compileServerPattern("^a$")?.test("a")).toBe(true);
  });
});

describe("a message names the bounds of the rule that checks", async () => {
  const { checkBoundedField } = await import("./registrationTable.ts");
  const { mobileNumRule, usernameRule, newPasswordRule } = await import("./account.rules.ts");
  const usernameRow = { enabled: true, required: true, pattern: "^(?=[\\s\\S]{6,16}$)(?:[A-Za-z0-9_]+)$", minLength: 6, maxLength: 16 };
  const mobileRow = { enabled: true, required: true, pattern: "^(?=[\\s\\S]{7,20}$)(?:[0-9]+)$", minLength: 7, maxLength: 20 };

  it("gives the username the row's 6-16 whether empty, short or wrong", () => {
    const expected = { key: "reg_pattern_4", params: { min: 6, max: 16 } };
    expect(checkBoundedField("", usernameRow, usernameRule)).toEqual(expected);
    expect(checkBoundedField("abc", usernameRow, usernameRule)).toEqual(expected);
    expect(checkBoundedField("bad name!", usernameRow, usernameRule)).toEqual(expected);
    expect(checkBoundedField("player_one", usernameRow, usernameRule)).toBeUndefined();
  });

  it("gives the mobile number the row's minimum of 7, not the built-in 6", () => {
    const expected = { key: "mobile_number_error", params: { min: 7, max: 20 } };
    expect(checkBoundedField("", mobileRow, mobileNumRule)).toEqual(expected);
    expect(checkBoundedField("123456", mobileRow, mobileNumRule)).toEqual(expected);
    expect(checkBoundedField("1234567", mobileRow, mobileNumRule)).toBeUndefined();
  });

  it("keeps the built-in bounds without a row, and the row's own text when it has one", () => {
    expect(checkBoundedField("", undefined, usernameRule)).toEqual({ key: "reg_pattern_4", params: { min: 1, max: 20 } });
    expect(checkBoundedField("x", { ...usernameRow, message: "6 to 16 letters" }, usernameRule)).toEqual({ text: "6 to 16 letters" });
    expect(checkBoundedField("short", { enabled: true, required: true, minLength: 8, maxLength: 12 }, newPasswordRule)).toEqual({
      key: "password_format_incorrect",
      params: { min: 8, max: 12 },
    });
    // An optional-by-default field the row requires says so in the row's words.
    expect(checkBoundedField("", { ...mobileRow, required: true }, { ...mobileNumRule, required: false })).toEqual({ key: "field_required" });
  });
});
