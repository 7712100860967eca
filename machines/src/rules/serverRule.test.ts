import { describe, expect, it } from "vitest";
import { checkField } from "./fieldRule.ts";
import { ruleFromServer } from "./serverRule.ts";

const idRow = { enabled: true, required: true, acceptedPattern: "^([0-9]{17}[0-9Xx]|[A-Z0-9]{6,18})$", minLength: 6, maxLength: 18 };

describe("a server-supplied field rule", () => {
  it("checks with the row's pattern and names the row's bounds in its message", () => {
    const rule = ruleFromServer(idRow, { requiredMessage: "field_required", message: "field_format_incorrect" });
    expect(checkField(rule, "")).toEqual({ key: "field_required", params: { min: 6, max: 18 } });
    expect(checkField(rule, "44030519900101123X")).toBeUndefined();
    expect(checkField(rule, "abc")).toEqual({ key: "field_format_incorrect", params: { min: 6, max: 18 } });
    expect(checkField(rule, "A".repeat(19))).toMatchObject({ key: "field_format_incorrect" });
  });

  it("keeps the bounds when the pattern does not compile, and an optional row passes empty", () => {
    const rule = ruleFromServer({ required: false, acceptedPattern: "([", minLength: 2, maxLength: 4 }, { requiredMessage: "field_required", message: "field_format_incorrect" });
    expect(checkField(rule, "")).toBeUndefined();
    expect(checkField(rule, "abc")).toBeUndefined();
    expect(checkField(rule, "a")).toMatchObject({ key: "field_format_incorrect" });
  });
});

describe("a server rule with its own wording", () => {
  it("shows the server's text for any mismatch, and '*' means any value", () => {
    const fallback = { requiredMessage: "field_required", message: "field_format_incorrect" } as const;
    const worded = ruleFromServer({ required: true, acceptedPattern: "^[0-9]+$", maxLength: 4, message: "Digits only, at most 4" }, fallback);
    expect(checkField(worded, "12a")).toEqual({ text: "Digits only, at most 4" });
    expect(checkField(worded, "12345")).toEqual({ text: "Digits only, at most 4" });
    expect(checkField(worded, "1234")).toBeUndefined();
    expect(checkField(worded, "")).toEqual({ key: "field_required" });
    const any = ruleFromServer({ required: false, acceptedPattern: "*", maxLength: 3 }, fallback);
    expect(checkField(any, "a b")).toBeUndefined();
    expect(checkField(any, "abcd")).toEqual({ key: "field_format_incorrect", params: { max: 3 } });
  });
});
