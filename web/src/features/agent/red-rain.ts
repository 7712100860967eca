import type { DownlineTransferPayload } from "./api/red-rain.ts";

/** The downlines a transfer may go to: every name of the list but the agent's own (the list may hold it, MC tr7x). */
export function recipientsOf(list: readonly { customerName: string }[], ownName: string): string[] {
  const own = ownName.toLowerCase();
  return list.map((row) => row.customerName).filter((name) => name.toLowerCase() !== own);
}

/** The transfer's total: the amount each, times the downlines chosen, in whole cents. */
export function transferTotal(amountEach: number, count: number): number {
  return Math.round(amountEach * 100 * count) / 100;
}

/** The encrypted call's payload: the withdrawal password and one amount per chosen downline. */
export function transferPayload(chosen: readonly string[], amountEach: number, password: string): DownlineTransferPayload {
  return { password, transfers: chosen.map((customerName) => ({ customerName, amount: amountEach })) };
}
