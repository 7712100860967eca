// Spec §4 "Template": the member centre is the new one when mem_cen is '1',
// the deposit function the new one when dep_func is '1' (the status's
// info.mobileTemplate, loaded at start and cached).
import type { components } from "@platform/sdk";

export type MobileTemplate = components["schemas"]["MobileTemplate"];
export type TemplateKey = keyof MobileTemplate;

/** 'new' only when the merchant's template says '1'; classic while unknown. */
export function layoutOf(template: Partial<MobileTemplate> | null | undefined, key: TemplateKey): "new" | "classic" {
  return template?.[key] === "1" ? "new" : "classic";
}
