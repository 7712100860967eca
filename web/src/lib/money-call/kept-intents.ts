// Money intents still unconfirmed when their screen goes (the member left the
// page, or reloaded it, while the records were being read): kept by form in the
// one record of work kept across a session's end (lib/kept-record.ts: sessionStorage,
// the owner, the 30-minute limit), so that the screen, shown again, takes up the
// reading under the same request id instead of offering a fresh form and a second
// send. Only what names the intent is kept (amount, card, channel), never a
// password; a logout clears sessionStorage, and another account's or a stale
// intent is never taken up.
import { keptRecord, type Kept } from "../kept-record.ts";

export interface KeptIntent {
  /** The account the intent was sent for. */
  readonly owner: string;
  readonly key: string;
  readonly payload: unknown;
  readonly startedAt: number;
}

type IntentValue = Pick<KeptIntent, "key" | "payload">;

const isIntent = (value: unknown): value is IntentValue => typeof value === "object" && value !== null && typeof (value as Partial<IntentValue>).key === "string";

/**
 * An intent as the release before the one kept record wrote it (`{ owner, key, payload, startedAt }`): a tab
 * reloaded onto this release with an intent unconfirmed must still take up its reading, never offer a fresh
 * form whose send would be a second debit.
 */
function earlierIntent(slot: unknown): Kept<IntentValue> | null {
  const intent = slot as Partial<KeptIntent> | null;
  if (typeof intent !== "object" || intent === null || typeof intent.owner !== "string" || typeof intent.key !== "string" || typeof intent.startedAt !== "number") return null;
  return { owner: intent.owner, savedAt: intent.startedAt, value: { key: intent.key, payload: intent.payload } };
}

const intents = keptRecord("moneyIntents", isIntent, earlierIntent);

export function keepIntent(form: string, { owner, key, payload, startedAt }: KeptIntent): void {
  intents.keep(form, owner, { key, payload }, startedAt);
}

export function dropIntent(form: string): void {
  intents.drop(form);
}

/** The form's kept intent, if it is this account's and recent enough; any other is dropped. */
export function keptIntent(form: string, owner: string, now = Date.now()): KeptIntent | null {
  const kept = intents.of(form, owner, now);
  return kept === null ? null : { owner: kept.owner, key: kept.value.key, payload: kept.value.payload, startedAt: kept.savedAt };
}
