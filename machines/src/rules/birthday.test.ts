import { describe, expect, it } from "vitest";
import { birthdayBounds, checkBirthday } from "./birthday.ts";

const today = new Date(2025, 2, 1);

describe("birthday range (spec §5, §9)", () => {
  it("runs from 1900-01-01 to the end of the current year", () => {
    expect(birthdayBounds(today)).toEqual({ min: "1900-01-01", max: "2025-12-31" });
  });

  it("takes the bounds themselves and rejects a day outside", () => {
    expect(checkBirthday("1900-01-01", today)).toBeUndefined();
    expect(checkBirthday("2025-12-31", today)).toBeUndefined();
    expect(checkBirthday("1899-12-31", today)).toEqual({ key: "birthday_out_of_range", params: { min: "1900-01-01", max: "2025-12-31" } });
    expect(checkBirthday("2026-01-01", today)).toEqual({ key: "birthday_out_of_range", params: { min: "1900-01-01", max: "2025-12-31" } });
  });

  it("needs a real YYYY-MM-DD date; empty is left to the required flag", () => {
    expect(checkBirthday("2024-02-29", today)).toBeUndefined();
    expect(checkBirthday("2023-02-29", today)).toEqual({ key: "field_format_incorrect" });
    expect(checkBirthday("1990-1-2", today)).toEqual({ key: "field_format_incorrect" });
    expect(checkBirthday("", today)).toBeUndefined();
  });
});

describe("birthdayRule (a form field)", () => {
  it("is optional and checks the range of a typed date", async () => {
    const { checkField } = await import("./fieldRule.ts");
    const { birthdayRule } = await import("./birthday.ts");
    const rule = birthdayRule(today);
    expect(checkField(rule, "")).toBeUndefined();
    expect(checkField(rule, "1994-06-18")).toBeUndefined();
    expect(checkField(rule, "1899-12-31")).toEqual({ key: "birthday_out_of_range", params: { min: "1900-01-01", max: "2025-12-31" } });
    expect(checkField(rule, "18-06-1994")).toEqual({ key: "field_format_incorrect" });
  });
});
