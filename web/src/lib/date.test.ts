import { describe, expect, it } from "vitest";
import { formatDate, formatMomentSince } from "./date.ts";

describe("formatDate (spec §9: YYYY-MM-DD)", () => {
  it("formats dates, timestamps and ISO strings", () => {
    expect(formatDate(new Date(2026, 0, 5, 13, 45))).toBe("2026-01-05");
    expect(formatDate("2025-12-31T10:00:00")).toBe("2025-12-31");
    expect(formatDate(new Date(2024, 1, 29).getTime())).toBe("2024-02-29");
  });

  it("shows nothing for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatMomentSince (issue 29: when a last known balance was true)", () => {
  it("gives the time alone today, the date and time before", () => {
    const now = new Date(2026, 10, 26, 18, 0);
    expect(formatMomentSince(new Date(2026, 10, 26, 9, 41), now)).toBe("09:41");
    expect(formatMomentSince(new Date(2026, 10, 25, 21, 5), now)).toBe("2026-11-25 21:05");
    expect(formatMomentSince("not a date", now)).toBe("");
  });
});
