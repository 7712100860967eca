import { defineQuery } from "../../../lib/api-query.ts";

/** MCSFE_getMemberClubBenefit: each level's upgrade, monthly and birthday bonus. */
export const vipBenefits = defineQuery("getVipBenefits", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getMemberClubBenefit", { signal }),
  staleTime: 10 * 60_000,
});
