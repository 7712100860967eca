// Money as the platform keeps it (spec §1: two decimals) and its day (the
// platform runs on UTC+8: every time in the contract's examples is +08:00).
import { isDecimalMultipleOf } from "../decimal-multiple-of.ts";

/** The contract's MoneyAmount maximum (assumed platform-wide bound). */
const MAX_MONEY_AMOUNT = 99_999_999.99;

/** Money rounded to cents: only for sums of amounts that are cents already (floating-point noise), never to accept an amount. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Why a client's amount is not money the platform takes, or undefined when it
 * is: finite, above 0, whole cents, at most the maximum. The contract's
 * schema says the same (MoneyAmount); the handlers ask again so that no
 * amount is ever rounded into one that was not sent.
 */
export function amountProblem(amount: number): string | undefined {
  if (!Number.isFinite(amount)) return "the amount is not a finite number";
  if (amount <= 0) return "the amount must be above 0";
  if (!isDecimalMultipleOf(amount, 0.01)) return "the amount must be whole cents";
  if (amount > MAX_MONEY_AMOUNT) return `the amount must be at most ${MAX_MONEY_AMOUNT}`;
  return undefined;
}

/** "￥1,234.50" (spec §1), for refusal messages. */
export function yuan(amount: number): string {
  return `￥${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const UTC8_MS = 8 * 3_600_000;

/** A time as the platform writes it: ISO 8601 at +08:00, to the second. */
export function platformTime(date: Date): string {
  return `${new Date(date.getTime() + UTC8_MS).toISOString().slice(0, 19)}+08:00`;
}

/** The platform's day (YYYY-MM-DD, UTC+8) of a Date or of an ISO time. */
export function platformDay(date: Date | string): string {
  const time = typeof date === "string" ? Date.parse(date) : date.getTime();
  return new Date(time + UTC8_MS).toISOString().slice(0, 10);
}
