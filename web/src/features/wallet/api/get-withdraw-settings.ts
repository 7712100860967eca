import { defineQuery } from "../../../lib/api-query.ts";

/** The path whose answers carry the balance (lib/last-known.ts marks a stale one). */
export const WITHDRAW_SETTINGS_PATH = "/wps/transaction/withdraw/setting";

/** GET /wps/transaction/withdraw/setting: balance, withdrawable part, limits and the lock (a money view: lib/refresh-money-views.ts). */
export const withdrawSettings = defineQuery("getWithdrawSettings", {
  scope: "session",
  call: (api, _: void, signal) => api.GET(WITHDRAW_SETTINGS_PATH, { signal }),
  staleTime: 0,
});
