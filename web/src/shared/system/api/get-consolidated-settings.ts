import type { components } from "@platform/sdk";
import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";

export type ConsolidatedSettings = components["schemas"]["ConsolidatedSettings"];

/**
 * GET /wps/system/settings/consolidated: the site settings the real
 * member centre loads once at start (MC OkT9 setConsolidated): the field rules
 * every form checks on the device (`register`), the menu tree the member and
 * agent centres are built from (`whitelabel`), the switch map
 * (`whitelabelVal`) and the SMS and Firebase settings (`sms`). Public (no
 * token, MC hA4t), the same for every visitor and member.
 */
export const consolidatedSettings = defineQuery("getConsolidatedSettings", {
  call: (api, _: void, signal) => api.GET("/wps/system/settings/consolidated", { params: { query: { device: "MOBILE" } }, signal }),
  staleTime: 10 * 60_000,
});

/** The settings for a view that shows its own loading and failure (DataState); `enabled` false asks nothing. */
export function useConsolidatedSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(consolidatedSettings, undefined, { enabled });
}
