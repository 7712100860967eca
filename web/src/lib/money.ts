// Spec §1: default currency CNY, symbol ￥, pattern #,##0.00; balance with 2 decimals.
// The one home of number formatting (money, points, the VIP table's
// figures); `new Intl.NumberFormat` and toLocaleString are banned elsewhere
// (eslint/bans/formatting.js).
import type { Locales } from "../i18n/generated/i18n-types.ts";

const DEFAULT_CURRENCY_SYMBOL = "￥";

// Built on first use: creating an Intl formatter loads locale data, which would
// otherwise cost every start-up (measured ~5 ms of main thread on a phone-class CPU).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Adds one to a string of decimal digits: "0999" → "1000", "99" → "100". */
function incrementDigits(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + "0".repeat(digits.length - i - 1);
}

/**
 * en-US "#,##0" with exactly `digits` decimals, written by hand: the first `new
 * Intl.NumberFormat` of a page loads ICU's number data, measured at
 * ~100 ms of main thread at 4× CPU on the member centre and deposit, where the
 * balance is the first figure drawn. The same result as Intl's en-US formatter:
 * the number's shortest decimal form (String(n), what ICU rounds too) rounded
 * half away from zero, grouped by three. Null where that form has an exponent
 * (below 1e-6, from 1e21): Intl writes those.
 */
function groupedFixed(value: number, digits: number): string | null {
  const negative = value < 0 || Object.is(value, -0);
  const decimal = String(Math.abs(value));
  if (decimal.includes("e")) return null;
  const [whole = "0", fraction = ""] = decimal.split(".");
  let kept = whole + fraction.slice(0, digits).padEnd(digits, "0");
  if (fraction.length > digits && fraction.charCodeAt(digits) >= 53 /* "5" */) kept = incrementDigits(kept);
  const integer = kept.slice(0, kept.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = digits > 0 ? `${integer}.${kept.slice(kept.length - digits)}` : integer;
  return negative ? `-${text}` : text;
}

/** "#,##0.00" with a leading symbol: formatMoney(12580.5) → "￥12,580.50". */
export function formatMoney(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (!Number.isFinite(amount)) return `${symbol}--`;
  const magnitude = Math.abs(amount);
  const text =
    groupedFixed(magnitude, 2) ??
    numberFormat("money", "en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(magnitude);
  return `${amount < 0 ? "-" : ""}${symbol}${text}`;
}

/** formatMoney without zero cents, for amounts offered as choices: 100 → "￥100", 100.5 → "￥100.50". */
export function formatMoneyShort(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return formatMoney(amount, symbol).replace(/\.00$/, "");
}

/** Points as the money pattern writes whole numbers (spec §1, "#,##0"): 38000 → "38,000". */
export function formatPoints(points: number): string {
  return (Number.isFinite(points) ? groupedFixed(points, 0) : null) ?? numberFormat("points", "en-US", { maximumFractionDigits: 0 }).format(points);
}

const intlLocale: Record<Locales, string> = { en: "en-US", cn: "zh-CN", ms: "ms-MY" };

/**
 * A large figure (the VIP table's turnovers and bonuses) in the member's language:
 * grouped digits in EN and MS (30,000), Chinese units from ten thousand up in CN
 * (3万, 1亿), as Chinese readers count large sums. `money` puts the symbol before it.
 */
export function formatFigure(value: number, locale: Locales, { money = false, symbol = DEFAULT_CURRENCY_SYMBOL }: { money?: boolean; symbol?: string } = {}): string {
  const compact = locale === "cn" && value >= 10_000;
  const text = numberFormat(`figure:${locale}:${compact}`, intlLocale[locale], compact ? { notation: "compact", maximumFractionDigits: 2 } : { maximumFractionDigits: 0 }).format(value);
  return money ? `${symbol}${text}` : text;
}

/** Spec §4 "Balance display": hidden shows asterisks, refreshing masks the digits. */
export function balanceText(
  amount: number | undefined,
  { hidden, refreshing, symbol = DEFAULT_CURRENCY_SYMBOL }: { hidden: boolean; refreshing: boolean; symbol?: string },
): string {
  if (hidden) return `${symbol}******`;
  if (refreshing || amount === undefined) return `${symbol}--.--`;
  return formatMoney(amount, symbol);
}
