import dayjs from "dayjs";

/** Spec §2: announcement and promotion dates read YYYY/MM/DD. */
const RANGE_DATE_FORMAT = "YYYY/MM/DD";

function formatRangeDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format(RANGE_DATE_FORMAT) : "";
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
