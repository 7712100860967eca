import { defineQuery } from "../../../lib/api-query.ts";
import { BALANCE_FRESH_MS } from "../../../lib/refresh-money-views.ts";

/** The call, also the path the service worker's 'last known' mark is noted under (lib/last-known.ts). */
export const MEMBER_INFO_PATH = "/wps/member/info";

/** The logged-in member's profile and total balance; idle for visitors (a money view: lib/refresh-money-views.ts). */
export const memberInfo = defineQuery("getMemberInfo", {
  scope: "member",
  call: (api, _: void, signal) => api.GET(MEMBER_INFO_PATH, { signal }),
  // The total balance is asked again by a screen that shows it (spec §9's 30 s let a stale one show).
  staleTime: BALANCE_FRESH_MS,
  // The balance has no room for a message; its refresh button is the retry.
  meta: { toast: true },
});
