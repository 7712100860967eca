import type { components } from "@platform/sdk";

type Banner = components["schemas"]["Banner"];

/** Spec §9: carousel banners in their sequence order. */
export function bannersInOrder(banners: readonly Banner[]): Banner[] {
  return [...banners].sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER));
}
