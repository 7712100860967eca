import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/member/bankCard: the member's withdrawal cards (numbers masked), default first. */
export const bankCards = defineQuery("getBankCards", {
  scope: "session",
  call: (api, _: void, signal) => api.GET("/wps/member/bankCard", { signal }),
  staleTime: 60_000,
});
