import dayjs from "dayjs";

/** Spec §9: dates shown YYYY-MM-DD. */
export const DATE_FORMAT = "YYYY-MM-DD";

export function formatDate(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}

/** A moment to the minute (a payment's deadline): spec §9's date, then HH:mm. */
const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

export function formatDateTime(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : "";
}

/** A past moment as briefly as it stays clear: HH:mm when it is today, spec §9's date and HH:mm otherwise. */
export function formatMomentSince(value: string | number | Date, now: Date = new Date()): string {
  const date = dayjs(value);
  if (!date.isValid()) return "";
  return date.isSame(now, "day") ? date.format("HH:mm") : date.format(DATE_TIME_FORMAT);
}
