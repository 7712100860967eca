import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT } from "../../lib/date.ts";
import type { DateRange } from "./api/api-types.ts";

/** The quick choices of every agent report (issue 16), plus a custom range. */
export const rangePresets = ["today", "yesterday", "thisWeek", "thisMonth"] as const;
export type RangePreset = (typeof rangePresets)[number];

const day = (value: Dayjs) => value.format(DATE_FORMAT);

/** The first and last day of a preset on the day `now` (the week starts on Monday). */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = dayjs(now);
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

/** A custom range is two real days, the first not after the last, neither after today. */
export function checkCustomRange(range: DateRange, now: Date = new Date()): CustomRangeProblem | undefined {
  const start = dayjs(range.startDate, DATE_FORMAT);
  const end = dayjs(range.endDate, DATE_FORMAT);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(range.endDate) || !start.isValid() || !end.isValid()) {
    return "invalid";
  }
  if (start.isAfter(end)) return "reversed";
  if (end.isAfter(dayjs(now), "day")) return "future";
  return undefined;
}
