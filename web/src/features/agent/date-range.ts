import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT, platformToday } from "../../lib/date.ts";
import type { DateRange } from "./api/api-types.ts";

/** The quick choices of every agent report (issue 16), plus a custom range. */
export const rangePresets = ["today", "yesterday", "thisWeek", "thisMonth"] as const;
export type RangePreset = (typeof rangePresets)[number];

const day = (value: Dayjs) => value.format(DATE_FORMAT);

/**
 * The first and last day of a preset at `now` (the week starts on Monday), in the platform's days (UTC+8): the
 * server files every record under its own day, so a "today" taken from the phone's clock would leave out what a
 * member outside UTC+8 did since the platform's midnight.
 */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = dayjs(platformToday(now));
  switch (preset) {
    case "today":
      return { startDate: day(today), endDate: day(today) };
    case "yesterday": {
      const yesterday = today.subtract(1, "day");
      return { startDate: day(yesterday), endDate: day(yesterday) };
    }
    case "thisWeek": {
      const sinceMonday = (today.day() + 6) % 7;
      return { startDate: day(today.subtract(sinceMonday, "day")), endDate: day(today) };
    }
    case "thisMonth":
      return { startDate: day(today.startOf("month")), endDate: day(today) };
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
  // Calendar days counted in UTC: no daylight-saving hour of the phone's zone can make a day 23 hours long.
  const first = Date.parse(`${range.startDate}T00:00:00Z`);
  const last = Date.parse(`${range.endDate}T00:00:00Z`);
  const count = Math.min(Math.round((last - first) / 86_400_000) + 1, 100);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => new Date(last - index * 86_400_000).toISOString().slice(0, 10));
}

export type CustomRangeProblem = "invalid" | "reversed" | "future";

/** A custom range is two real days, the first not after the last, neither after the platform's today. */
export function checkCustomRange(range: DateRange, now: Date = new Date()): CustomRangeProblem | undefined {
  const start = dayjs(range.startDate, DATE_FORMAT);
  const end = dayjs(range.endDate, DATE_FORMAT);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(range.endDate) || !start.isValid() || !end.isValid()) {
    return "invalid";
  }
  if (start.isAfter(end)) return "reversed";
  if (end.isAfter(dayjs(platformToday(now)), "day")) return "future";
  return undefined;
}
