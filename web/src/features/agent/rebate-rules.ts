import type { FieldRule } from "@platform/machines";
import type { components } from "@platform/sdk";

type Schemas = components["schemas"];
export type RebateSeriesMap = Schemas["RebateSeriesMap"];
export type GlobalRebateMap = Schemas["GlobalRebateMap"];
export type RebateRate = Schemas["RebateRate"];

/** A rebate as typed: a percentage with at most two decimals (a rate kept to 1/10,000). */
const REBATE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** A rate (a fraction of the valid bet, 0.012) as the percentage an agent reads and types (1.2). */
export function toPercent(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

/** A typed percentage back as the rate the relays carry, kept to 1/10,000 (1.15 → 0.0115). */
export function fromPercent(text: string): number {
  return Math.round(Number(text) * 100) / 10_000;
}

/** One game type the agent may give a rate for: its own rate and the most a downline may get. */
export interface RebateLine {
  productType: string;
  type: string;
  prizeModeId: number | null;
  /** The agent's own rate. */
  own: number;
  /** The most a downline may get: the lower of `own` and the merchant's highest, less the merchant's difference (MC wyKH tieRod). */
  most: number;
  /** The step between rates (the merchant's rebateInterval). */
  step: number;
}

/** The product codes in the order the screens list them (MC PgSO), an unknown code after them. */
const PRODUCT_ORDER = ["3", "2", "7", "1", "5", "4", "8", "41", "9"];
const orderOf = (code: string) => {
  const at = PRODUCT_ORDER.indexOf(code);
  return at === -1 ? PRODUCT_ORDER.length : at;
};

/** Every rate of a rates answer, products in the screens' order. */
export function ratesOf(map: RebateSeriesMap): Schemas["RebateSeries"][] {
  return Object.values(map)
    .flat()
    .sort((a, b) => orderOf(a.productType) - orderOf(b.productType));
}

/**
 * The game types the agent may give a rate for, from its own rates and the merchant's ranges: a type the
 * merchant has no range for is left out (nothing may be given there).
 */
export function rebateLines(own: RebateSeriesMap, global: GlobalRebateMap): RebateLine[] {
  const ranges = Object.values(global).flat();
  return ratesOf(own).flatMap((rate) => {
    const range = ranges.find((item) => item.productType === rate.productType && item.gameType === rate.type);
    if (!range) return [];
    const most = Math.max(0, Math.round((Math.min(rate.rebateValue, range.highestRebate) - (range.rebateDifference ?? 0)) * 10_000) / 10_000);
    return [{ productType: rate.productType, type: rate.type, prizeModeId: rate.prizeModeId ?? null, own: rate.rebateValue, most, step: range.rebateInterval }];
  });
}

/** A rate of `line` in a rates answer (a downline's current one), if it has one. */
export function rateFor(map: RebateSeriesMap | undefined, line: Pick<RebateLine, "productType" | "type">): number | undefined {
  return map ? ratesOf(map).find((rate) => rate.productType === line.productType && rate.type === line.type)?.rebateValue : undefined;
}

/**
 * A rebate field: required, a percentage from `min` (0 when opening an account; the current rate when
 * editing, since a downline's rate can only be raised) up to the most the agent may give.
 */
export function rebateRule(min: number, max: number): FieldRule {
  return {
    required: true,
    pattern: REBATE_PATTERN,
    minValue: min,
    maxValue: max,
    requiredMessage: "field_required",
    message: "rebate_out_of_range",
  };
}

/** The field name of a game type's rebate in a form ("rebate_3_RNG"). */
export const rebateField = (line: Pick<RebateLine, "productType" | "type">) => `rebate_${line.productType}_${line.type}` as const;

/** The typed percentages back as the contract's rate items, in the lines' order. */
export function rebateRates(lines: readonly RebateLine[], values: Readonly<Record<string, string>>): RebateRate[] {
  return lines.map((line) => ({ productType: line.productType, type: line.type, rebateValue: fromPercent(values[rebateField(line)] ?? "0") }));
}
