import { useSystemStatus } from "../../../shared/system/index.ts";
import { layoutOf, type TemplateKey } from "../templates.ts";

/** The layout the merchant picked for a page (spec §4 "Template"). */
export function useLayout(key: TemplateKey): "new" | "classic" {
  return layoutOf(useSystemStatus().data?.info?.mobileTemplate, key);
}
