import { checkField } from "@platform/machines";
import { describe, expect, it } from "vitest";
import { feedbackRules, type FeedbackSettings } from "./feedback-rules.ts";

const settings: FeedbackSettings = {
  minLength: 10,
  maxLength: 500,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ["image/png", "image/jpeg"],
  categories: [{ code: "DEPOSIT", title: "Deposit" }],
};

describe("feedback rules from the server's settings (spec §5)", () => {
  it("bounds the text by the two configured lengths", () => {
    const { rules } = feedbackRules(settings);
    expect(checkField(rules.content, "too short")).toEqual({ key: "feedback_length", params: { min: 10, max: 500 } });
    expect(checkField(rules.content, "long enough text")).toBeUndefined();
    expect(checkField(rules.content, "x".repeat(501))).toMatchObject({ key: "feedback_length" });
    const narrow = feedbackRules({ ...settings, minLength: 5, maxLength: 140 }).rules.content;
    expect(checkField(narrow, "hello")).toBeUndefined();
    expect(checkField(narrow, "x".repeat(141))).toEqual({ key: "feedback_length", params: { min: 5, max: 140 } });
  });

  it("needs a category", () => {
    expect(checkField(feedbackRules(settings).rules.category, "")).toEqual({ key: "choose_one" });
    expect(checkField(feedbackRules(settings).rules.category, "DEPOSIT")).toBeUndefined();
  });

  it("never loosens spec §5's upload limits, whatever the server says", () => {
    const loose = feedbackRules({ ...settings, maxImages: 9, maxImageBytes: 50 * 1024 * 1024, imageTypes: ["image/png", "image/jpeg", "image/gif" as "image/png"] });
    expect(loose.limits).toEqual({ maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ["image/png", "image/jpeg"] });
    expect(feedbackRules({ ...settings, maxImages: 1 }).limits.maxImages).toBe(1);
    const { maxImages: _, maxImageBytes: __, imageTypes: ___, ...bare } = settings;
    expect(feedbackRules(bare).limits.maxImages).toBe(3);
  });

  it("keeps the bounds usable when the server sends them crossed or zero", () => {
    const { rules } = feedbackRules({ ...settings, minLength: 0, maxLength: 0 });
    expect(checkField(rules.content, "")).toMatchObject({ key: "feedback_length" });
    expect(checkField(rules.content, "a")).toBeUndefined();
  });
});
