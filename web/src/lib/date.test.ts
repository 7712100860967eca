import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMomentSince, formatTime, platformToday } from "./date.ts";

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

describe("formatDateTime and formatTime (issue 31: were agent/components/time-text.ts)", () => {
  it("gives the local date and time to the minute, or the time alone", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 13, 45, 59))).toBe("2026-01-05 13:45");
    expect(formatDateTime("2025-12-31T08:05:00")).toBe("2025-12-31 08:05");
    expect(formatTime("2025-12-31T08:05:00")).toBe("08:05");
    expect(formatTime(new Date(2026, 0, 5, 23, 59))).toBe("23:59");
  });

  it("gives what the caller names for no time (a table's '--'), empty by default", () => {
    expect(formatDateTime(null, "--")).toBe("--");
    expect(formatDateTime(undefined, "--")).toBe("--");
    expect(formatDateTime("", "--")).toBe("--");
    expect(formatDateTime("not a date", "--")).toBe("--");
    expect(formatDateTime("not a date")).toBe("");
    expect(formatTime(null)).toBe("");
  });
});

describe("platformToday (the server's day is UTC+8's, not the phone's)", () => {
  it("is the date at UTC+8 of the same instant, on either side of the platform's midnight", () => {
    expect(platformToday(new Date("2026-11-20T23:59:59+08:00"))).toBe("2026-11-20");
    expect(platformToday(new Date("2026-11-21T00:00:00+08:00"))).toBe("2026-11-21");
    // 20:00 in New York (UTC-5) is 09:00 the next day at the platform.
    expect(platformToday(new Date("2026-11-20T20:00:00-05:00"))).toBe("2026-11-21");
    // 01:00 in Auckland (UTC+13) is still the day before at the platform.
    expect(platformToday(new Date("2026-11-21T01:00:00+13:00"))).toBe("2026-11-20");
  });
});
