import { defineQuery } from "../../../lib/api-query.ts";
import { BALANCE_FRESH_MS } from "../../../lib/refresh-money-views.ts";
import type { WalletBalances } from "./api-types.ts";

/** The call, also the path the service worker's 'last known' mark is noted under (lib/last-known.ts). */
export const WALLET_BALANCES_PATH = "/wps/v2/wallets/balance";

/** The main (centre) wallet: what a withdrawal takes from (GET /wps/v2/wallets/balance, accountTypeId 2). */
export const MAIN_WALLET_TYPE_ID = 2;

/**
 * GET /wps/v2/wallets/balance?typeId=0: the total and every wallet (a money view: lib/refresh-money-views.ts),
 * the main one first; a single wallet sent as an object comes back as a list of one.
 */
export const walletBalances = defineQuery("getWalletBalances", {
  scope: "member",
  call: (api, _: void, signal) => api.GET(WALLET_BALANCES_PATH, { params: { query: { typeId: 0 } }, signal }),
  map: (value): WalletBalances => {
    const wallets = Array.isArray(value.balance) ? value.balance : [value.balance];
    const main = wallets.filter((wallet) => wallet.accountTypeId === MAIN_WALLET_TYPE_ID);
    return { ...value, balance: [...main, ...wallets.filter((wallet) => wallet.accountTypeId !== MAIN_WALLET_TYPE_ID)] };
  },
  staleTime: BALANCE_FRESH_MS,
});
