import { useState } from "react";
import type { DateRange } from "../api/api-types.ts";
import { presetRange, type RangePreset } from "../date-range.ts";

/** A paged report's date range and page; a new range starts again at page 1. */
export function useReportFilters(initial: RangePreset = "today") {
  const [range, setRangeState] = useState<DateRange>(() => presetRange(initial));
  const [page, setPage] = useState(1);
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { range, setRange, page, setPage, resetPage: () => setPage(1) };
}
