import { describe, expect, it } from "vitest";
import { fixedZone } from "../testing/zones.ts";
import { addDays, dateRangeText, daysBetween, daysSinceMonday, formatDate, formatDateTime, formatMomentSince, formatTime, isCalendarDay, monthStart, phoneHour, platformToday } from "./date.ts";

// Every kind of date is written in the zone CONTRIBUTING.md's "Dates and zones" declares, whatever zone the
// process runs in (npm test runs this tier in Pacific/Kiritimati, UTC+14). The instants below fall on different days
// in UTC, at the platform (UTC+8) and in UTC+14, so a function that used the process's zone would fail somewhere.
const LATE_UTC = "2026-11-20T20:30:00Z"; // 2026-11-20 20:30 UTC, 2026-11-21 04:30 at the platform, 2026-11-21 10:30 in UTC+14
const EARLY_UTC = "2026-11-21T02:15:00Z"; // 2026-11-21 02:15 UTC, 10:15 at the platform, 16:15 in UTC+14, 2026-11-20 16:15 in UTC-10

describe("formatDate: a record's, an application's or an expiry's day is the platform's (UTC+8)", () => {
  it("writes an instant as the platform's day, wherever the phone is", () => {
    expect(formatDate(LATE_UTC)).toBe("2026-11-21");
    expect(formatDate(Date.parse(LATE_UTC))).toBe("2026-11-21");
    expect(formatDate(new Date("2026-11-21T23:59:00+08:00"))).toBe("2026-11-21");
    expect(formatDate("2026-11-21T16:00:00Z")).toBe("2026-11-22");
  });

  it("takes a time without an offset, or a bare day, as the platform's own (as the platform writes them)", () => {
    expect(formatDate("2026-11-21")).toBe("2026-11-21");
    expect(formatDate("2025-12-31T23:30:00")).toBe("2025-12-31");
    expect(formatDate("2025-12-31 00:10:00")).toBe("2025-12-31");
    expect(formatDate("2024/02/29")).toBe("2024-02-29");
  });

  it("shows nothing for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2026-02-30")).toBe("");
    expect(formatDate(Number.NaN)).toBe("");
  });
});

describe("formatDateTime and formatTime: a server time is the platform's time", () => {
  it("gives the platform's date and time to the minute, or its time alone", () => {
    expect(formatDateTime(LATE_UTC)).toBe("2026-11-21 04:30");
    expect(formatDateTime(EARLY_UTC)).toBe("2026-11-21 10:15");
    expect(formatDateTime("2026-01-05T13:45:59+08:00")).toBe("2026-01-05 13:45");
    expect(formatDateTime("2025-12-31T08:05:00")).toBe("2025-12-31 08:05");
    expect(formatTime("2025-12-31T08:05:00")).toBe("08:05");
    expect(formatTime(LATE_UTC)).toBe("04:30");
    expect(formatTime("2026-01-05T15:59:00Z")).toBe("23:59");
  });

  it("crosses the year at the platform's midnight, not UTC's", () => {
    expect(formatDateTime("2026-12-31T15:59:30Z")).toBe("2026-12-31 23:59");
    expect(formatDateTime("2026-12-31T16:00:00Z")).toBe("2027-01-01 00:00");
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

describe("dateRangeText: a notice's or promotion's days are the platform's (spec §2: YYYY/MM/DD)", () => {
  it("writes the platform's days of each end", () => {
    expect(dateRangeText({ startDate: "2026-11-01", endDate: "2026-11-30" }, "Long term")).toBe("2026/11/01 - 2026/11/30");
    expect(dateRangeText({ startDate: "2026-10-31T16:00:00Z", endDate: "2026-11-30T15:59:59Z" }, "Long term")).toBe("2026/11/01 - 2026/11/30");
    expect(dateRangeText({ startDate: "2026-11-01", endDate: "2026-11-30", noExpiry: 1 }, "Long term")).toBe("Long term");
    expect(dateRangeText({ startDate: null, endDate: null }, "Long term")).toBe("Long term");
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
    expect(platformToday(new Date("2026-12-31T16:00:00Z"))).toBe("2027-01-01");
  });
});

describe("formatMomentSince: when the phone last got a figure, in the phone's own zone", () => {
  const now = new Date("2026-11-21T04:00:00Z");
  it("gives the time alone on the phone's today, the date and time before", () => {
    // In UTC+8 both are 2026-11-21; in UTC+14 too; in UTC-10 the figure is from the phone's yesterday.
    expect(formatMomentSince(EARLY_UTC, now, fixedZone(8 * 60))).toBe("10:15");
    expect(formatMomentSince(EARLY_UTC, now, fixedZone(14 * 60))).toBe("16:15");
    expect(formatMomentSince(LATE_UTC, now, fixedZone(0))).toBe("2026-11-20 20:30");
    expect(formatMomentSince(LATE_UTC, now, fixedZone(14 * 60))).toBe("10:30");
    expect(formatMomentSince(EARLY_UTC, new Date("2026-11-21T08:00:00Z"), fixedZone(-10 * 60))).toBe("16:15");
    expect(formatMomentSince(LATE_UTC, new Date("2026-11-21T12:00:00Z"), fixedZone(-10 * 60))).toBe("2026-11-20 10:30");
    expect(formatMomentSince("not a date", now)).toBe("");
  });

  it("is the process's zone by default (the phone's)", () => {
    const at = new Date(2026, 10, 26, 9, 41);
    expect(formatMomentSince(at, new Date(2026, 10, 26, 18, 0))).toBe("09:41");
    expect(formatMomentSince(new Date(2026, 10, 25, 21, 5), new Date(2026, 10, 26, 18, 0))).toBe("2026-11-25 21:05");
  });
});

describe("phoneHour: the member's own hour", () => {
  it("reads the hour in the phone's zone", () => {
    expect(phoneHour(new Date(EARLY_UTC), fixedZone(0))).toBe(2);
    expect(phoneHour(new Date(EARLY_UTC), fixedZone(8 * 60))).toBe(10);
    expect(phoneHour(new Date(EARLY_UTC), fixedZone(14 * 60))).toBe(16);
    expect(phoneHour(new Date(EARLY_UTC), fixedZone(-10 * 60))).toBe(16);
    expect(phoneHour(new Date(2026, 10, 21, 23, 30))).toBe(23);
  });
});

describe("calendar days of the reports", () => {
  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysSinceMonday("2026-11-23")).toBe(0);
    expect(daysSinceMonday("2026-11-29")).toBe(6);
    expect(monthStart("2026-11-28")).toBe("2026-11-01");
    expect(daysBetween("2026-12-30", "2027-01-02", 100)).toEqual(["2027-01-02", "2027-01-01", "2026-12-31", "2026-12-30"]);
    expect(daysBetween("2026-01-01", "2026-12-31", 3)).toHaveLength(3);
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-2-3")).toBe(false);
  });
});
