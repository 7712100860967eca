import type { components } from "@platform/sdk/types";
import { defineMutation, defineQuery } from "../../../lib/api-query.ts";

export type KycStatus = components["schemas"]["KycStatus"];
export type KycMerchantSetting = components["schemas"]["KycMerchantSetting"];
export type KycField = components["schemas"]["KycField"];
export type KycFieldsUpdate = components["schemas"]["KycFieldsUpdate"];

/** GET MCSFE_getCustomerKycMerchantSetting: whether the merchant runs identity verification (MC bezc getKycSett). */
export const kycSetting = defineQuery("getCustomerKycMerchantSetting", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getCustomerKycMerchantSetting", { params: { query: { contentVersion: "mobile" } }, signal }),
  staleTime: 10 * 60_000,
});

/** GET MCSFE_getCustomerKycStatus: where the member's verification stands. */
export const kycStatus = defineQuery("getCustomerKycStatus", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getCustomerKycStatus", { signal }),
});

/** GET MCSFE_getDictionaryIdTypeAndKycFields: the form's fields. */
export const kycFields = defineQuery("getDictionaryIdTypeAndKycFields", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getDictionaryIdTypeAndKycFields", { signal }),
  staleTime: 10 * 60_000,
});

/** POST MCSFE_updateIdTypeAndKycFields; the status is asked again (it reads pending from now on). */
export const submitKyc = defineMutation("updateIdTypeAndKycFields", {
  call: (api, body: KycFieldsUpdate) => api.POST("/wps/relay/MCSFE_updateIdTypeAndKycFields", { body }),
  invalidates: [kycStatus],
});
