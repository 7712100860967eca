// `multipleOf` compared as the decimals the numbers are written as. Ajv (and
// Prism, which uses it) checks `value / step` for an integer in binary
// floating point, so against `multipleOf: 0.01` it refuses about one valid
// amount in seven: 0.29 / 0.01 is 28.999999999999996, 1234.56 / 0.01 is
// 123455.99999999999. The contract's money amounts are `multipleOf: 0.01`,
// so every validator of this project replaces Ajv's keyword with
// this one: the response validator, the sandbox's payload validator, the
// contract tests, and Prism itself (prism-decimal-multiple-of.cjs, which
// repeats this function; a test holds the two to the same answers).
import { _, type KeywordDefinition } from "ajv/dist/2020.js";

/** What the replacement needs of an Ajv instance (any copy of Ajv 8: the tests have their own). */
export interface KeywordHost {
  removeKeyword(keyword: string): unknown;
  addKeyword(definition: KeywordDefinition): unknown;
}

const places = new Map<number, number>();

/** Decimal places of a step as JavaScript writes it (0.01 → 2, 1e-7 → 7, 5 → 0). */
function decimalPlaces(step: number): number {
  let known = places.get(step);
  if (known === undefined) {
    const [mantissa = "", exponent] = String(step).split("e");
    known = Math.max(0, (mantissa.split(".")[1]?.length ?? 0) - Number(exponent ?? 0));
    places.set(step, known);
  }
  return known;
}

/**
 * Whether `value` is a multiple of `step` when both are read as decimals:
 * 1234.56 is a multiple of 0.01, 10.005 and 0.004 are not. Not finite is
 * never a multiple. Beyond exact integer range it falls back to division.
 */
export function isDecimalMultipleOf(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false;
  const scale = 10 ** decimalPlaces(step);
  const scaled = Math.round(value * scale);
  const stepScaled = Math.round(step * scale);
  if (!Number.isSafeInteger(scaled) || !Number.isSafeInteger(stepScaled) || scale > 1e15) return Number.isInteger(value / step);
  // The nearest double to "n / scale" is exactly what JSON.parse gives for that decimal, so this is equality, not a tolerance.
  return scaled / scale === value && scaled % stepScaled === 0;
}

/** Replaces Ajv's `multipleOf` with the decimal comparison above (same keyword, same error shape). */
export function useDecimalMultipleOf(ajv: KeywordHost): void {
  ajv.removeKeyword("multipleOf");
  ajv.addKeyword({
    keyword: "multipleOf",
    type: "number",
    schemaType: "number",
    error: { message: ({ schemaCode }) => _`"must be multiple of " + ${schemaCode}`, params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}` },
    validate: (step: number, value: number) => isDecimalMultipleOf(value, step),
  });
}
