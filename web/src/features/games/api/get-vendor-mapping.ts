import { merchantCode } from "../../../config.ts";
import { defineQuery } from "../../../lib/api-query.ts";

/** Spec §7: the vendors of each game type and the menu order (typeId 1, merchant_code). */
export const vendorMapping = defineQuery("getGameVendorMapping", {
  call: (api, _: void, signal) => api.GET("/wps/relay/GCSGAME_getVassGameType", { params: { query: { typeId: 1, merchant_code: merchantCode } }, signal }),
  staleTime: 10 * 60_000,
});
