import dayjs from "dayjs";

/** Spec §9: dates shown YYYY-MM-DD. */
export const DATE_FORMAT = "YYYY-MM-DD";

export function formatDate(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}
