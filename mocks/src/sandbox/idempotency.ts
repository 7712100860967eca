// Money exactly once: the answers the sandbox gave to the calls
// that move money or points, kept per member, operation and intent, so that
// the same intent sent again gets the first answer again, byte for byte,
// and moves nothing a second time.
//
// An intent is named by the `Idempotency-Key` header, or, for an encrypted
// call sent without one, by its exact bytes (the `Encryption` header and the
// body): the DES key is drawn afresh for every request, so two requests with
// the same bytes are one request sent twice. What the intent asks is its
// fingerprint: the canonical JSON of the (decrypted) payload.
import { createHash } from "node:crypto";

/** What went out for the first request of an intent. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  text: string;
}

interface Entry {
  fingerprint: string;
  /** Settles when the first request's answer is known; undefined when it is not to be kept (a 5xx). */
  answer: Promise<StoredAnswer | undefined>;
}

export type Lookup =
  | { kind: "first"; settle(answer: StoredAnswer): void }
  | { kind: "again"; answer: Promise<StoredAnswer | undefined> }
  | { kind: "conflict" };

/** How many intents the sandbox remembers per member (the oldest are forgotten first). */
export const INTENTS_KEPT_PER_MEMBER = 200;

export class IdempotencyStore {
  private readonly byMember = new Map<number, Map<string, Entry>>();

  constructor(private readonly keptPerMember = INTENTS_KEPT_PER_MEMBER) {}

  clear(): void {
    this.byMember.clear();
  }

  /** How many intents are kept for a member (tests). */
  size(memberId: number): number {
    return this.byMember.get(memberId)?.size ?? 0;
  }

  /**
   * The first request of an intent reserves it at once (a second one sent
   * before the first is answered waits for that answer: no double debit on a
   * double tap), and settles it with the answer it sent.
   */
  lookup(memberId: number, operationId: string, intent: string, fingerprint: string): Lookup {
    let intents = this.byMember.get(memberId);
    if (!intents) this.byMember.set(memberId, (intents = new Map()));
    const scope = `${operationId} ${intent}`;
    const known = intents.get(scope);
    if (known) return known.fingerprint === fingerprint ? { kind: "again", answer: known.answer } : { kind: "conflict" };
    let settle!: (answer: StoredAnswer | undefined) => void;
    const answer = new Promise<StoredAnswer | undefined>((resolve) => (settle = resolve));
    intents.set(scope, { fingerprint, answer });
    while (intents.size > this.keptPerMember) intents.delete(intents.keys().next().value as string);
    return {
      kind: "first",
      settle: (sent) => {
        // A server error is not an answer to keep: the intent may be sent again and run.
        if (sent.status >= 500) {
          if (intents.get(scope)?.answer === answer) intents.delete(scope);
          settle(undefined);
        } else settle(sent);
      },
    };
  }
}

/** JSON with object keys sorted at every level: the same payload gives the same text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The name of an encrypted request sent without a key: its exact bytes. */
export function bytesIntent(encryptionHeader: string, bodyText: string): string {
  return `bytes:${createHash("sha256").update(encryptionHeader).update("\n").update(bodyText).digest("hex")}`;
}

/** The contract's IdempotencyKeyHeader schema. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
