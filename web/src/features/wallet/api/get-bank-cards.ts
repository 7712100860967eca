import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/member/bankCard: the member's bound cards, masked (a money view: lib/refresh-money-views.ts). The card reconciler calls `.fetch()`, a fresh read each time. */
export const bankCards = defineQuery("getBankCards", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/member/bankCard", { signal }),
});
