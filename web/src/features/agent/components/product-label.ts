import type { components } from "@platform/sdk";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";

type Product = components["schemas"]["GameCategory"];

/** A product code's name; an unknown code shows as sent. */
export function productLabel(LL: TranslationFunctions, product: string): string {
  const names = LL.agent.products as Record<string, (() => string) | undefined>;
  return names[product as Product]?.() ?? product;
}
