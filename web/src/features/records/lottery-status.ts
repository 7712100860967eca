import type { LottBet } from "../agent/index.ts";

/** Where a lottery bet of the member's record stands (its label in texts/records.ts `status`). */
export type LottStatus = "pending" | "won" | "lost" | "cancelled" | "tie";

/**
 * A lottery bet's standing: waiting for its draw while it has no settle time; status 3 cancelled and 4 a
 * tie (the record's status filter names those two, GRPAGE); otherwise won when it paid out, else not won.
 * The other status codes' meanings are unknown (the contract's x-unknown), so they are not read.
 */
export function lottStatus(row: Pick<LottBet, "status" | "settleTimeInTimestamp" | "winAmount">): LottStatus {
  if (row.status === 3) return "cancelled";
  if (row.status === 4) return "tie";
  if (row.settleTimeInTimestamp === null || row.settleTimeInTimestamp === undefined) return "pending";
  return (row.winAmount ?? 0) > 0 ? "won" : "lost";
}

/**
 * A lottery gateway order state (the detail, a chase's period): 2 is the one state a bet may still be
 * cancelled in, its draw not yet come (GR chunk Nph3: cancel only when 2); the other codes are read by
 * what was paid out.
 */
export function drawnStatus(orderStatus: number | undefined, winAmount: number | undefined): LottStatus {
  if (orderStatus === 2) return "pending";
  return (winAmount ?? 0) > 0 ? "won" : "lost";
}
