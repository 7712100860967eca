import { addDays, daysBetween, daysSinceMonday, isCalendarDay, monthStart, platformToday } from "../../lib/date.ts";
import type { DateRange } from "./api/api-types.ts";

/** The quick choices of every agent report, plus a custom range. */
export const rangePresets = ["today", "yesterday", "thisWeek", "thisMonth"] as const;
export type RangePreset = (typeof rangePresets)[number];

/**
 * The first and last day of a preset at `now` (the week starts on Monday), in the platform's days (UTC+8): the
 * server files every record under its own day, so a "today" taken from the phone's clock would leave out what a
 * member outside UTC+8 did since the platform's midnight.
 */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = platformToday(now);
  switch (preset) {
    case "today":
      return { startDate: today, endDate: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case "thisWeek":
      return { startDate: addDays(today, -daysSinceMonday(today)), endDate: today };
    case "thisMonth":
      return { startDate: monthStart(today), endDate: today };
  }
}

/** Which preset a range is, if any (the chip shown as chosen). */
export function presetOf(range: DateRange, now: Date = new Date()): RangePreset | undefined {
  return rangePresets.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  });
}

/**
 * A range of the platform's days as the bet relays take it: ms since the epoch from the first day's first
 * moment to the last day's last, in UTC+8 (the game record page sends the chosen days' bounds this way).
 */
export function platformDayBounds(range: DateRange): { startDate: number; endDate: number } {
  return { startDate: Date.parse(`${range.startDate}T00:00:00.000+08:00`), endDate: Date.parse(`${range.endDate}T23:59:59.999+08:00`) };
}

/** Every day of a range, newest first (YYYY-MM-DD): the rows a day table shows, a day the server left out as zeros. */
export function daysOf(range: DateRange): string[] {
  return daysBetween(range.startDate, range.endDate, 100);
}

export type CustomRangeProblem = "invalid" | "reversed" | "future";

/** A custom range is two real days, the first not after the last, neither after the platform's today. */
export function checkCustomRange(range: DateRange, now: Date = new Date()): CustomRangeProblem | undefined {
  if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate)) return "invalid";
  // YYYY-MM-DD days compare as text.
  if (range.startDate > range.endDate) return "reversed";
  if (range.endDate > platformToday(now)) return "future";
  return undefined;
}
