// "Balances are never stale": how long a balance may be shown
// without asking the network again, and the one call the money path makes
// after any money call, whatever its outcome, so that every view of a balance,
// the points or the records asks the server again. It knows the views by
// their operation (lib/api-query.ts keys every query by its operationId, so
// lib/ imports no feature): a call that answers money data is listed in
// MONEY_VIEW_OPERATIONS.
import type { OperationId } from "@platform/sdk";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * staleTime of every balance query (member info, wallets, consolidated
 * funds, points). A screen that shows a balance asks the network when it
 * mounts, unless the balance was fetched less than this ago: the views that
 * mount together at start-up (header, member centre, navigation bar) share
 * one request, and a screen opened later asks again.
 */
export const BALANCE_FRESH_MS = 3_000;

/** The operations whose answers show money or its records (the first element of their queries' keys, lib/api-query.ts). */
const MONEY_VIEW_OPERATIONS: ReadonlySet<unknown> = new Set<OperationId>([
  // features/member: GET /wps/member/info (the total balance).
  "getMemberInfo",
  // features/home: GET /wps/member/info/funds/consolidated (sumBalance and the agent's offers).
  "getConsolidatedFunds",
  // features/wallet: GET /wps/v2/wallets/balance (the total, the main wallet and the game wallets).
  "getWalletBalances",
  // features/wallet: GET MCSFE_getWithdrawSettings (open or closed, the hours) and MCSFE_getWithdrawAccountInfo (the cards, today's remaining count and amount).
  "getWithdrawSettings",
  "getWithdrawAccountInfo",
  // features/wallet: GET MCSFE_getDepositSettings (the member's deposits, the first-deposit minimum).
  "getDepositSettings",
  // features/rewards: GET /wps/relay/MCSFE_getPointBalance (the points, a bare number).
  "getPointBalance",
  // features/rewards: the rewards and tickets to claim (a claim's record).
  "getClaimableRewards",
  // features/agent: ODSFE2_MemTransDet, the transaction records.
  "getTransactions",
]);

export function isMoneyViewKey(key: QueryKey): boolean {
  return MONEY_VIEW_OPERATIONS.has(key[0]);
}

/**
 * Call after every money call (withdraw, deposit, bank card, payment
 * password, claims, sign-in, redeem, convert, red packets), whatever its
 * outcome: done, refused, failed or unconfirmed. Every balance, points and
 * records query is marked stale; those on screen are asked again at once (an
 * answer already in flight, asked before the money moved, is dropped for a
 * new one), the others when next shown. Resolves when the ones on screen
 * have their answers (or failed): a reconciliation can then read them.
 */
export function refreshMoneyViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isMoneyViewKey(query.queryKey) }, { throwOnError: false });
}
