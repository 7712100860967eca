import type { FieldRule } from "@platform/machines";

/** A rebate as typed: a number with at most two decimals. */
const REBATE_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A downline's rebate field: required, from `min` (0 when opening an account;
 * the current rebate when editing, since a rebate can only be raised) up to
 * the most the agent may give (its own `maxRebate` for that product).
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

/** The field name of a product's rebate in a form ("rebate_RNG"). */
export const rebateField = (productType: string) => `rebate_${productType}` as const;

/** The typed rebates back as the contract's rows, in the products' order. */
export function rebateRows<P extends string>(products: readonly P[], values: Readonly<Record<string, string>>): { productType: P; rebate: number }[] {
  return products.map((productType) => ({ productType, rebate: Number(values[rebateField(productType)]) }));
}
