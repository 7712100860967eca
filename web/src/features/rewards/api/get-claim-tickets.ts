import { defineQuery } from "../../../lib/api-query.ts";

/** The rewards centre's tickets to claim (PROMOFE_getClaimTicketList, status AVAILABLE), as the member centre lists them beside the rewards. */
export const claimTickets = defineQuery("getClaimTickets", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { isApp: "N", status: "AVAILABLE", isAll: "N", _: Date.now() } }, signal }),
  staleTime: 30_000,
});

/** The tickets already claimed (status CLAIMED): how a ticket's claim whose answer did not come is read back (reconcile.ts), by `.fetch()`, fresh each time. */
export const claimedTickets = defineQuery("getClaimTickets", {
  view: "claimed",
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { isApp: "N", status: "CLAIMED", isAll: "N", _: Date.now() } }, signal }),
});
