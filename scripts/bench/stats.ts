// The bench's two summaries of repeated runs (issue 48): the median, which a
// shared machine's one slow run does not move, and the worst run, which the
// LCP budgets hold every run to. A failed run counts as Infinity (the worst).

/** The middle value (the mean of the two middle ones for an even count); NaN for no runs. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The largest value (the slowest run); NaN for no runs. */
export function worst(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/** Milliseconds as printed in the bench's tables: a whole number, "-" for a run that gave none. */
export function ms(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value)) : "-";
}
