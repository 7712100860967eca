import dayjs from "dayjs";

/** A server time shown in the member's local time, YYYY-MM-DD HH:mm (spec §9 dates). */
export function timeText(value: string | null | undefined): string {
  if (!value) return "--";
  const time = dayjs(value);
  return time.isValid() ? time.format("YYYY-MM-DD HH:mm") : "--";
}
