// Options of the encrypted calls that move money or points (issue 29):
// the intent's Idempotency-Key and a signal to cancel the call.

export interface MoneyCallOptions {
  /**
   * The `Idempotency-Key` header: one per member intent, the same when the
   * intent is sent again after an unconfirmed answer (contract
   * `IdempotencyKeyHeader`: 8-64 characters of `A-Z a-z 0-9 _ -`). Left out
   * when not given. A backend that does not know it ignores it.
   */
  idempotencyKey?: string;
  /** Cancels the call (the client's own timeout still applies). */
  signal?: AbortSignal;
}

/** The header to merge into a call's `params.header`: nothing when no key is given. */
export function idempotencyHeader(options: MoneyCallOptions | undefined): { "Idempotency-Key"?: string } {
  return options?.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {};
}
