import { defineQuery } from "../../../lib/api-query.ts";

/** MCS2_depositBanksByVendor: the deposit methods, their limits, quick amounts and banks. */
export const depositChannels = defineQuery("getDepositChannels", {
  call: (api, _: void, signal) => api.GET("/wps/relay/MCS2_depositBanksByVendor", { signal }),
  staleTime: 60_000,
});
