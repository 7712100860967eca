import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { FEEDBACK_LENGTH, feedbackRules } from "./feedback-rules.ts";

describe("feedback rules (spec §5: two bounds, the app's own)", () => {
  it("bounds the text between 10 and 500 characters", () => {
    expect(FEEDBACK_LENGTH).toEqual({ min: 10, max: 500 });
    expect(checkField(feedbackRules.content, "")).toEqual({ key: "feedback_length", params: { min: 10, max: 500 } });
    expect(checkField(feedbackRules.content, "too short")).toEqual({ key: "feedback_length", params: { min: 10, max: 500 } });
    expect(checkField(feedbackRules.content, "long enough text")).toBeUndefined();
    expect(checkField(feedbackRules.content, "x".repeat(501))).toMatchObject({ key: "feedback_length" });
  });
});
