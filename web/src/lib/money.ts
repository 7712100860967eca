// Spec §1: default currency CNY, symbol ￥, pattern #,##0.00; balance with 2 decimals.
// Issue 31: the one home of number formatting (money, points, the VIP table's
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

/** "#,##0.00" with a leading symbol: formatMoney(12580.5) → "￥12,580.50". */
export function formatMoney(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (!Number.isFinite(amount)) return `${symbol}--`;
  const text = numberFormat("money", "en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(Math.abs(amount));
  return `${amount < 0 ? "-" : ""}${symbol}${text}`;
}

/** formatMoney without zero cents, for amounts offered as choices: 100 → "￥100", 100.5 → "￥100.50". */
export function formatMoneyShort(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return formatMoney(amount, symbol).replace(/\.00$/, "");
}

/** Points as the money pattern writes whole numbers (spec §1, "#,##0"): 38000 → "38,000". */
export function formatPoints(points: number): string {
  return numberFormat("points", "en-US", { maximumFractionDigits: 0 }).format(points);
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
