// Options of the calls that move money or points (issues 29 and 46): the
// intent's Idempotency-Key (drawn when not given), an opt-in retry that
// re-sends the same intent under the same key, and a signal to cancel.
import { idempotencyKeyOf } from "../idempotency-key.ts";
import { isPlatformError } from "../platform-error.ts";

/** What a re-send may follow: a lost connection, no answer in time, or a server's 5xx that is not the platform's refusal. */
export type RetryOn = "network" | "timeout" | "5xx";

export interface RetryOptions {
  /** How many times the intent may be sent again after the first try (0: never). */
  retries: number;
  /** Which failures are re-sent; anything else (a 4xx, a refusal envelope, a cancellation) never is. */
  on: readonly RetryOn[];
  /** The wait before the first re-send in ms, doubled before each next one (capped at 8 s). Default 500. */
  delayMs?: number;
}

export interface MoneyCallOptions {
  /**
   * The `Idempotency-Key` header: one per member intent, the same when the
   * intent is sent again after an unconfirmed answer (contract
   * `IdempotencyKeyHeader`: 8-64 characters of `A-Z a-z 0-9 _ -`). When not
   * given, the call draws a new one (a UUID v4): each call is then a new
   * intent. A given key that breaks the pattern rejects with an
   * `IdempotencyKeyError` before anything is sent.
   */
  idempotencyKey?: string;
  /** Opt-in: re-send the same intent, same key, after the failures named in `on`. */
  retry?: RetryOptions;
  /** Cancels the call and any wait before a re-send (the client's own timeout still applies). */
  signal?: AbortSignal;
}

const MAX_DELAY_MS = 8_000;

/**
 * Makes one money intent: the key is checked (or drawn) first, then `send` is
 * called with it, and again with the same key after each failure `retry`
 * allows, waiting `delayMs`, 2 × `delayMs`, … between tries. Use it for the
 * plain (not encrypted) money calls too, e.g. a deposit order or a claim:
 *
 *   moneyCall((key) => unwrap(client.api.POST(path, { params: { header: { "Idempotency-Key": key } }, body })), { retry })
 */
export async function moneyCall<R>(send: (idempotencyKey: string) => Promise<R>, options?: MoneyCallOptions): Promise<R> {
  const key = idempotencyKeyOf(options?.idempotencyKey);
  const retry = options?.retry;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      // `!(attempt < retries)`: a retries of NaN or below 0 means none, never endless.
      if (!retry || !(attempt < retry.retries) || !retryable(error, retry.on) || options?.signal?.aborted) throw error;
      await wait(Math.min((retry.delayMs ?? 500) * 2 ** attempt, MAX_DELAY_MS), options?.signal);
    }
  }
}

function retryable(error: unknown, on: readonly RetryOn[]): boolean {
  if (!isPlatformError(error)) return false;
  if (error.kind === "network" || error.kind === "timeout") return on.includes(error.kind);
  // A 5xx that is not the platform's envelope (a gateway's page, an empty body): the answer is unknown.
  // A refusal envelope (`kind: "api"`), whatever its status, is an answer: never sent again.
  return error.kind === "malformed" && (error.status ?? 0) >= 500 && on.includes("5xx");
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException("The call was cancelled", "AbortError"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });
}
