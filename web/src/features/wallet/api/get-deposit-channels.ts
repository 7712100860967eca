import { currentPlatform, isIos } from "../../../lib/platform.ts";
import { defineQuery } from "../../../lib/api-query.ts";
import { depositOptions } from "../deposit-options.ts";

/**
 * GET MCSFE_getDepositPaymentChannels as the member centre asks it from a phone's browser (its device, the mobile
 * site's methods, manual transfers grouped by channel name, not in the app shell): the methods the app can pay
 * by, in the server's order, each with its channels (deposit-rules.ts).
 */
export const depositChannels = defineQuery("getDepositChannels", {
  call: (api, _: void, signal) =>
    api.GET("/wps/relay/MCSFE_getDepositPaymentChannels", {
      params: { query: { device: isIos(currentPlatform()) ? "iOS" : "Android", webSupported: "N", mobileSupported: "Y", groupMTByChannelName: "Y", isNative: "N" } },
      signal,
    }),
  map: depositOptions,
  staleTime: 60_000,
});
