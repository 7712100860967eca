import { formatMoney } from "../../../lib/money.ts";

/** Money via the shared formatter (spec §1); a signed amount (profit/loss, win/loss) is coloured by its sign. */
export function Amount({ value, signed = false }: { value: number | null | undefined; signed?: boolean }) {
  if (value === null || value === undefined) return <span className="amount">--</span>;
  const tone = !signed || value === 0 ? "" : value > 0 ? " amount--up" : " amount--down";
  return <span className={`amount${tone}`}>{formatMoney(value)}</span>;
}
