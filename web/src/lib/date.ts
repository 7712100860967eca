import dayjs from "dayjs";

/** Spec §9: dates shown YYYY-MM-DD. */
export const DATE_FORMAT = "YYYY-MM-DD";

export function formatDate(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}

/** A moment to the minute (a payment's deadline): spec §9's date, then HH:mm. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

export function formatDateTime(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : "";
}
