import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";

/** The product codes of the rebate and quota relays (MC PgSO) and the product each is. */
const PRODUCT_OF_CODE: Readonly<Record<string, string>> = {
  "1": "PVP",
  "2": "LIVE",
  "3": "RNG",
  "4": "LOTT",
  "41": "VIETNAM_LOTTO",
  "5": "SPORTS",
  "7": "FISH",
  "8": "ELOTT",
  "9": "SEA_LOTT",
};

/** A product's name, by its category (RNG) or its code ("3"); an unknown one shows as sent. */
export function productLabel(LL: TranslationFunctions, product: string): string {
  const names = LL.agent.products as Record<string, (() => string) | undefined>;
  return names[PRODUCT_OF_CODE[product] ?? product]?.() ?? product;
}

/**
 * A rate line's name: the product, and the game type where it says more than the product does (a
 * lottery's SSC or PK10; slots' RNG is the product itself).
 */
export function gameTypeLabel(LL: TranslationFunctions, line: { productType: string; type: string }): string {
  const product = productLabel(LL, line.productType);
  const sameAsProduct = PRODUCT_OF_CODE[line.productType] === line.type || product === line.type;
  return sameAsProduct ? product : `${product} · ${line.type}`;
}
