import { describe, expect, it, vi } from "vitest";
import { checkCustomRange, daysOf, platformDayBounds, presetOf, presetRange } from "./date-range.ts";

/** Runs `check` as on a phone set to `zone` (Node takes a new TZ at once). */
function inTimeZone(zone: string, check: () => void) {
  vi.stubEnv("TZ", zone);
  try {
    check();
  } finally {
    vi.unstubAllEnvs();
  }
}

// A Friday afternoon at the platform (UTC+8).
const now = new Date("2026-11-20T15:30:00+08:00");

describe("agent report date ranges (dayjs)", () => {
  it("gives today, yesterday, this week from Monday and this month from the 1st", () => {
    expect(presetRange("today", now)).toEqual({ startDate: "2026-11-20", endDate: "2026-11-20" });
    expect(presetRange("yesterday", now)).toEqual({ startDate: "2026-11-19", endDate: "2026-11-19" });
    expect(presetRange("thisWeek", now)).toEqual({ startDate: "2026-11-16", endDate: "2026-11-20" });
    expect(presetRange("thisMonth", now)).toEqual({ startDate: "2026-11-01", endDate: "2026-11-20" });
  });

  it("starts this week on the same Monday when today is Sunday, and crosses months for yesterday", () => {
    expect(presetRange("thisWeek", new Date("2026-11-22T09:00:00+08:00"))).toEqual({ startDate: "2026-11-16", endDate: "2026-11-22" });
    expect(presetRange("yesterday", new Date("2026-12-01T09:00:00+08:00"))).toEqual({ startDate: "2026-11-30", endDate: "2026-11-30" });
  });

  it("names the preset a range is, and none for a custom one", () => {
    expect(presetOf({ startDate: "2026-11-16", endDate: "2026-11-20" }, now)).toBe("thisWeek");
    expect(presetOf({ startDate: "2026-11-02", endDate: "2026-11-05" }, now)).toBeUndefined();
  });

  it("counts in the platform's days (UTC+8), not the phone's: a member's today is the day the server files today's records under", () => {
    // Thursday 17:00 on a phone in New York is Friday 06:00 at the platform.
    inTimeZone("America/New_York", () => {
      const newYorkEvening = new Date("2026-11-19T17:00:00-05:00");
      expect(presetRange("today", newYorkEvening)).toEqual({ startDate: "2026-11-20", endDate: "2026-11-20" });
      expect(presetRange("yesterday", newYorkEvening)).toEqual({ startDate: "2026-11-19", endDate: "2026-11-19" });
      expect(checkCustomRange({ startDate: "2026-11-20", endDate: "2026-11-20" }, newYorkEvening)).toBeUndefined();
    });
    // Saturday 01:00 on a phone in Auckland is still Friday at the platform: Saturday is in the future.
    inTimeZone("Pacific/Auckland", () => {
      const aucklandNight = new Date("2026-11-21T01:00:00+13:00");
      expect(presetRange("today", aucklandNight)).toEqual({ startDate: "2026-11-20", endDate: "2026-11-20" });
      expect(checkCustomRange({ startDate: "2026-11-21", endDate: "2026-11-21" }, aucklandNight)).toBe("future");
    });
  });

  it("refuses a custom range that is malformed, reversed or in the future", () => {
    expect(checkCustomRange({ startDate: "2026-11-02", endDate: "2026-11-05" }, now)).toBeUndefined();
    expect(checkCustomRange({ startDate: "", endDate: "2026-11-05" }, now)).toBe("invalid");
    expect(checkCustomRange({ startDate: "2026-11-06", endDate: "2026-11-05" }, now)).toBe("reversed");
    expect(checkCustomRange({ startDate: "2026-11-06", endDate: "2026-11-21" }, now)).toBe("future");
  });
});

describe("a range as the platform's days", () => {
  it("bounds a range in ms from the first day's first moment to the last day's last, in UTC+8, whatever the phone's zone", () => {
    inTimeZone("America/New_York", () => {
      expect(platformDayBounds({ startDate: "2026-11-20", endDate: "2026-11-21" })).toEqual({
        startDate: Date.parse("2026-11-19T16:00:00Z"),
        endDate: Date.parse("2026-11-21T15:59:59.999Z"),
      });
    });
  });

  it("lists every day newest first, across a month and a daylight-saving change", () => {
    expect(daysOf({ startDate: "2026-10-30", endDate: "2026-11-02" })).toEqual(["2026-11-02", "2026-11-01", "2026-10-31", "2026-10-30"]);
    inTimeZone("Europe/London", () => expect(daysOf({ startDate: "2026-10-24", endDate: "2026-10-26" })).toHaveLength(3));
    expect(daysOf({ startDate: "2026-11-20", endDate: "2026-11-20" })).toEqual(["2026-11-20"]);
  });
});
