/** Money as the platform keeps it: rounded to cents (spec §1, two decimals). */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
