import { defineQuery } from "../../../lib/api-query.ts";

/** The mall shows one page of up to this many rewards. */
const POINT_REWARDS_PAGE_SIZE = 50;

/** The rewards on offer with their point price (MCSFE_getPointReward); kept per member for redeemedByMember. */
export const pointRewards = defineQuery("getPointRewards", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPointReward", { params: { query: { pageNo: 1, pageSize: POINT_REWARDS_PAGE_SIZE } }, signal }),
  staleTime: 60_000,
});
