import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { realNameFormShown, realNameRules } from "./real-name-rules.ts";

const rules = {
  realName: { enabled: true, required: true, acceptedPattern: "^[\\u4e00-\\u9fa5A-Za-z·. ]{2,30}$", minLength: 2, maxLength: 30 },
  idNumber: { enabled: true, required: true, acceptedPattern: "^([0-9]{17}[0-9Xx]|[A-Z0-9]{6,18})$", minLength: 6, maxLength: 18 },
};

describe("real-name rules (from the server)", () => {
  it("checks the name and id number with the server's rows, naming their bounds", () => {
    const checks = realNameRules({ status: "NOT_VERIFIED", rules });
    expect(checkField(checks.realName, "张伟")).toBeUndefined();
    expect(checkField(checks.realName, "Zhang Wei")).toBeUndefined();
    expect(checkField(checks.realName, "张")).toEqual({ key: "field_format_incorrect", params: { min: 2, max: 30 } });
    expect(checkField(checks.realName, "<b>x</b>")).toMatchObject({ key: "field_format_incorrect" });
    expect(checkField(checks.idNumber, "44030519900101123X")).toBeUndefined();
    expect(checkField(checks.idNumber, "12")).toMatchObject({ key: "field_format_incorrect" });
    expect(checkField(checks.idNumber, "")).toEqual({ key: "field_required", params: { min: 6, max: 18 } });
  });

  it("requires both fields when the server sends no rules", () => {
    const checks = realNameRules({ status: "NOT_VERIFIED" });
    expect(checkField(checks.realName, "")).toEqual({ key: "field_required" });
    expect(checkField(checks.idNumber, "anything")).toBeUndefined();
  });

  it("shows the form when not verified or rejected only", () => {
    expect(realNameFormShown("NOT_VERIFIED")).toBe(true);
    expect(realNameFormShown("REJECTED")).toBe(true);
    expect(realNameFormShown("PENDING")).toBe(false);
    expect(realNameFormShown("VERIFIED")).toBe(false);
  });
});
