import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { changedFields, personalInfoRules, personalInfoValues } from "./personal-info-rules.ts";

const today = new Date(2026, 10, 23);
const rows = {
  nickname: { enabled: true, required: false, acceptedPattern: "*", minLength: 1, maxLength: 20 },
  payeeName: { enabled: true, required: true, acceptedPattern: "*", minLength: 2, maxLength: 40 },
  email: { enabled: true, required: true, acceptedPattern: "^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$", minLength: 5, maxLength: 64 },
};

describe("personal info rules", () => {
  it("checks nickname, payee name and email by the server's rows, all optional when editing", () => {
    const rules = personalInfoRules(rows, today);
    expect(checkField(rules.nickname, "")).toBeUndefined();
    expect(checkField(rules.nickname, "x".repeat(21))).toEqual({ key: "field_format_incorrect", params: { min: 1, max: 20 } });
    expect(checkField(rules.payeeName, "")).toBeUndefined();
    expect(checkField(rules.payeeName, "A")).toMatchObject({ key: "field_format_incorrect" });
    expect(checkField(rules.email, "lucky.one@example.com")).toBeUndefined();
    expect(checkField(rules.email, "not-an-email")).toEqual({ key: "email_incorrect", params: { min: 5, max: 64 } });
  });

  it("keeps a birthday between 1900 and the end of this year, YYYY-MM-DD", () => {
    const { birthday } = personalInfoRules(undefined, today);
    expect(checkField(birthday, "1900-01-01")).toBeUndefined();
    expect(checkField(birthday, "2026-12-31")).toBeUndefined();
    expect(checkField(birthday, "1899-12-31")).toEqual({ key: "birthday_out_of_range", params: { min: "1900-01-01", max: "2026-12-31" } });
    expect(checkField(birthday, "2027-01-01")).toMatchObject({ key: "birthday_out_of_range" });
    expect(checkField(birthday, "1994-02-30")).toEqual({ key: "field_format_incorrect" });
  });

  it("falls back to the contract's bounds and the built-in email rule without a table", () => {
    const rules = personalInfoRules(undefined, today);
    expect(checkField(rules.nickname, "x".repeat(20))).toBeUndefined();
    expect(checkField(rules.email, "bad@")).toEqual({ key: "email_incorrect" });
  });

  it("sends only the fields changed to a value", () => {
    const before = personalInfoValues({ nickname: "Lucky One", email: null, payeeName: "张伟", birthday: undefined });
    expect(before).toEqual({ nickname: "Lucky One", email: "", payeeName: "张伟", birthday: "" });
    expect(changedFields(before, before)).toBeUndefined();
    expect(changedFields(before, { ...before, nickname: " Lucky Two ", birthday: "1994-06-18" })).toEqual({ nickname: "Lucky Two", birthday: "1994-06-18" });
    expect(changedFields(before, { ...before, nickname: "" })).toBeUndefined();
  });
});
