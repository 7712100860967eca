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
