import { defineQuery } from "../../../lib/api-query.ts";

/** The page the customer-service button opens (spec §2); no session needed, no alert on failure (spec §7). */
export const customerService = defineQuery("getCustomerService", {
  call: (api, _: void, signal) => api.GET("/wps/relay/WPSCORE_getCustomerServiceScript", { signal }),
  staleTime: 10 * 60_000,
  meta: { silent: true },
});
