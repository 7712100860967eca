// The Idempotency-Key of a call that moves money or points: one per
// member intent. The SDK draws one for every such call not given one, and
// checks a given one against the contract's `IdempotencyKeyHeader` before
// anything is sent (tests/sdk-contract.test.ts compares these rules with it).

/** The contract's `IdempotencyKeyHeader` schema: 8 to 64 characters of `A-Z a-z 0-9 _ -`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A given `idempotencyKey` the contract would refuse; thrown before any request is made. */
export class IdempotencyKeyError extends TypeError {
  override readonly name = "IdempotencyKeyError";
  /** The key as it was given. */
  readonly key: unknown;

  constructor(key: unknown) {
    super(`Idempotency-Key ${JSON.stringify(key)} must be 8 to 64 characters of A-Z a-z 0-9 _ - (a UUID fits; leave it out to get one)`);
    this.key = key;
  }
}

/**
 * A new key for a new intent: a UUID v4 (`crypto.randomUUID`, or the same from
 * `getRandomValues` where a page outside a secure context lacks it).
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  // The fallback writes random bits over a v4 template: 4 as the version, 8-b as the variant.
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) => (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16));
}

/** The key to send: the given one once checked (IdempotencyKeyError otherwise), or a new one. */
export function idempotencyKeyOf(given: string | undefined): string {
  if (given === undefined) return newIdempotencyKey();
  if (typeof given !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(given)) throw new IdempotencyKeyError(given);
  return given;
}
