// Issue 31: the one home of date formatting (spec §9: YYYY-MM-DD, times HH:mm, in the
// member's local time). `Intl.DateTimeFormat` and toLocaleDateString are banned
// elsewhere (eslint/bans/formatting.js).
import dayjs from "dayjs";

/** Spec §9: dates shown YYYY-MM-DD. */
export const DATE_FORMAT = "YYYY-MM-DD";

export function formatDate(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}

/** The platform keeps its days in its own time, UTC+8 (the contract: daily limits, the date ranges of reports and records). */
const PLATFORM_UTC_OFFSET_MS = 8 * 3_600_000;

/**
 * The platform's date at `now` (YYYY-MM-DD, UTC+8), whatever the phone's time zone: the day a report's or the
 * records' "today" means to the server. A member at 20:00 in UTC-5 is already in the platform's next day.
 */
export function platformToday(now: Date = new Date()): string {
  return new Date(now.getTime() + PLATFORM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

const TIME_FORMAT = "HH:mm";
/** A moment to the minute (a payment's deadline, a record's time): spec §9's date, then HH:mm. */
const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

type Moment = string | number | Date | null | undefined;

function formatMoment(value: Moment, format: string, missing: string): string {
  if (value === null || value === undefined || value === "") return missing;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : missing;
}

/** A server time in the member's local time, YYYY-MM-DD HH:mm; `missing` (e.g. a table's "--") when there is none. */
export function formatDateTime(value: Moment, missing = ""): string {
  return formatMoment(value, DATE_TIME_FORMAT, missing);
}

/** The time of day alone, HH:mm (a session's start and end on a day already shown). */
export function formatTime(value: Moment, missing = ""): string {
  return formatMoment(value, TIME_FORMAT, missing);
}

/** A past moment as briefly as it stays clear: HH:mm when it is today, spec §9's date and HH:mm otherwise. */
export function formatMomentSince(value: string | number | Date, now: Date = new Date()): string {
  const date = dayjs(value);
  if (!date.isValid()) return "";
  return date.isSame(now, "day") ? date.format(TIME_FORMAT) : date.format(DATE_TIME_FORMAT);
}

/** Spec §2: announcement and promotion dates read YYYY/MM/DD. */
const RANGE_DATE_FORMAT = "YYYY/MM/DD";

function formatRangeDate(value: string | null | undefined): string {
  return formatMoment(value, RANGE_DATE_FORMAT, "");
}

/**
 * Spec §2: 'YYYY/MM/DD - YYYY/MM/DD', or the long-term text when `noExpiry`
 * is 1 (or there is no end date to show).
 */
export function dateRangeText(item: { startDate?: string | null; endDate?: string | null; noExpiry?: number | null }, longTerm: string): string {
  const end = formatRangeDate(item.endDate);
  if (item.noExpiry === 1 || !end) return longTerm;
  const start = formatRangeDate(item.startDate);
  return start ? `${start} - ${end}` : end;
}
