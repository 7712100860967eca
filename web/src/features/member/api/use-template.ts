import { useSystemStatus } from "../../../shared/system/index.ts";
import { layoutOf, type TemplateKey } from "../templates.ts";

/**
 * The layout the merchant picked for a page (spec §4 "Template"). Until the status answers (the page's
 * first render, which the prerendered page holds), `whileUnknown`: the layout the answered page will most
 * likely take, so that the switch moves nothing (a member's frame is hydrated: its boxes stay on screen).
 */
export function useLayout(key: TemplateKey, whileUnknown: "new" | "classic" = "classic"): "new" | "classic" {
  const status = useSystemStatus().data;
  return status === undefined ? whileUnknown : layoutOf(status.info?.mobileTemplate, key);
}
