// The one home of date formatting (spec §9: YYYY-MM-DD, times HH:mm).
// `Intl.DateTimeFormat`, toLocaleDateString and dayjs are banned elsewhere (eslint/bans/formatting.js).
// The app's few fixed formats are written here from the instant shifted into its zone, without a date
// library: the member's balance note (ui/last-known-note.tsx) is on home's first paint, and dayjs with its
// utc plugin was 2.5 kB gzip of it for five patterns.
//
// Every date the app shows is written in one declared zone per kind of date (CONTRIBUTING.md,
// "Dates and zones"), never in whatever zone the process happens to run in:
// - what the platform dates (records, reports, notices, messages, promotions, applications, expiries,
//   deadlines, opening hours) in the platform's time, UTC+8: the server files and names them by its day;
// - what the phone itself dates (the member's own now: the greeting, "as of 09:41") in the phone's zone.
// Each function takes its zone from that table; the phone's can be given, so tests pin both.
/** Spec §9: dates shown YYYY-MM-DD. */
const DATE_FORMAT = "YYYY-MM-DD";
const TIME_FORMAT = "HH:mm";
/** A moment to the minute (a payment's deadline, a record's time): spec §9's date, then HH:mm. */
const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
/** Spec §2: announcement and promotion dates read YYYY/MM/DD. */
const RANGE_DATE_FORMAT = "YYYY/MM/DD";

/** The platform keeps its days in its own time, UTC+8 (the contract: daily limits, the date ranges of reports and records). */
const PLATFORM_UTC_OFFSET_MINUTES = 8 * 60;

/** A zone as the minutes east of UTC at an instant (the platform's is fixed: UTC+8 keeps no summer time). */
export type Zone = (instant: number) => number;
/** The platform's time, UTC+8. */
const platformZone: Zone = () => PLATFORM_UTC_OFFSET_MINUTES;
/** The phone's own zone (its offset at that instant, summer time included). */
export const phoneZone: Zone = (instant) => -new Date(instant).getTimezoneOffset();

type Moment = string | number | Date | null | undefined;

const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A wall time without an offset, '2026-11-21 09:30:00', '2026/11/21', '2026-11-21T09:30' (milliseconds optional). */
const WALL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * The instant a server value names (ms since the epoch), or NaN. A time with its offset or a timestamp is that
 * instant; a time without an offset ('2026-11-21 09:30:00') or a bare day is the platform's wall time (UTC+8),
 * the way the platform writes them, not the phone's.
 */
function instantOf(value: string | number | Date): number {
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.getTime();
  const text = value.trim();
  if (ZONED.test(text)) return Date.parse(text);
  const wall = WALL_TIME.exec(text);
  if (!wall) return Number.NaN;
  const [year, month, day, hour, minute, second, ms] = wall.slice(1).map((part, index) => Number(index === 6 ? (part ?? "").padEnd(3, "0") : (part ?? 0))) as [number, number, number, number, number, number, number];
  const utcWall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Not a real date (2026-02-30 would roll over to March): nothing to show.
  if (new Date(utcWall).getUTCDate() !== day || new Date(utcWall).getUTCMonth() !== month - 1) return Number.NaN;
  return utcWall - PLATFORM_UTC_OFFSET_MINUTES * 60_000;
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * `format` (its tokens YYYY, MM, DD, HH, H and mm; anything else is written as it is) of an instant in `zone`:
 * the instant moved by the zone's offset, read with the UTC clock.
 */
function writeAt(instant: number, zone: Zone, format: string): string {
  const wall = new Date(instant + zone(instant) * 60_000);
  const parts: Record<string, string> = {
    YYYY: String(wall.getUTCFullYear()).padStart(4, "0"),
    MM: two(wall.getUTCMonth() + 1),
    DD: two(wall.getUTCDate()),
    HH: two(wall.getUTCHours()),
    H: String(wall.getUTCHours()),
    mm: two(wall.getUTCMinutes()),
  };
  return format.replace(/YYYY|MM|DD|HH|H|mm/g, (token) => parts[token]!);
}

/** `value` written in `zone` with a `format` of writeAt's tokens; `missing` when there is no valid value. */
function inZone(value: Moment, zone: Zone, format: string, missing = ""): string {
  if (value === null || value === undefined || value === "") return missing;
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return missing;
  return writeAt(instant, zone, format);
}

/** The platform's day of a server date or time, YYYY-MM-DD (a record's day, an expiry, an application's day). */
export function formatDate(value: string | number | Date): string {
  return inZone(value, platformZone, DATE_FORMAT);
}

/** A server time in the platform's time, YYYY-MM-DD HH:mm; `missing` (e.g. a table's "--") when there is none. */
export function formatDateTime(value: Moment, missing = ""): string {
  return inZone(value, platformZone, DATE_TIME_FORMAT, missing);
}

/** The time of day alone in the platform's time, HH:mm (opening hours, a session's start and end on a day already shown). */
export function formatTime(value: Moment, missing = ""): string {
  return inZone(value, platformZone, TIME_FORMAT, missing);
}

/**
 * The platform's date at `now` (YYYY-MM-DD, UTC+8), whatever the phone's time zone: the day a report's or the
 * records' "today" means to the server. A member at 20:00 in UTC-5 is already in the platform's next day.
 */
export function platformToday(now: Date = new Date()): string {
  return inZone(now, platformZone, DATE_FORMAT);
}

/**
 * When the phone last got a figure, as briefly as it stays clear: HH:mm when it is the phone's today, spec §9's
 * date and HH:mm otherwise, in the phone's zone (the member's own moment, beside the member's own clock).
 */
export function formatMomentSince(value: string | number | Date, now: Date = new Date(), zone: Zone = phoneZone): string {
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return "";
  const sameDay = inZone(instant, zone, DATE_FORMAT) === inZone(now, zone, DATE_FORMAT);
  return inZone(instant, zone, sameDay ? TIME_FORMAT : DATE_TIME_FORMAT);
}

/** The hour of the day on the phone's clock (0–23): the member's own now (the agent's greeting). */
export function phoneHour(now: Date, zone: Zone = phoneZone): number {
  return Number(inZone(now, zone, "H"));
}

/**
 * Spec §2: 'YYYY/MM/DD - YYYY/MM/DD' in the platform's days, or the long-term text when `noExpiry`
 * is 1 (or there is no end date to show).
 */
export function dateRangeText(item: { startDate?: string | null; endDate?: string | null; noExpiry?: number | null }, longTerm: string): string {
  const end = inZone(item.endDate, platformZone, RANGE_DATE_FORMAT);
  if (item.noExpiry === 1 || !end) return longTerm;
  const start = inZone(item.startDate, platformZone, RANGE_DATE_FORMAT);
  return start ? `${start} - ${end}` : end;
}

// Calendar days (YYYY-MM-DD) as the reports count them: counted in UTC, where no summer-time hour can make a
// day 23 or 25 hours long; the day's name is the platform's already (platformToday).
const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `text` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  return DAY_ONLY.test(text) && Number.isFinite(dayMs(text)) && dayOf(dayMs(text)) === text;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return dayOf(dayMs(day) + count * DAY_MS);
}

/** Days since the Monday of `day`'s week (0 on a Monday, 6 on a Sunday). */
export function daysSinceMonday(day: string): number {
  return (new Date(dayMs(day)).getUTCDay() + 6) % 7;
}

/** The first day of `day`'s month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** Every day from `first` to `last`, newest first, at most `limit` of them. */
export function daysBetween(first: string, last: string, limit: number): string[] {
  const count = Math.min(Math.round((dayMs(last) - dayMs(first)) / DAY_MS) + 1, limit);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => dayOf(dayMs(last) - index * DAY_MS));
}
