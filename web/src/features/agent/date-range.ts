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
