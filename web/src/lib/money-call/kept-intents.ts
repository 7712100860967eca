// Money intents still unconfirmed when their screen goes (the member left the
// page, or reloaded it, while the records were being read): kept by form in
// sessionStorage, so that the screen, shown again, takes up the reading under
// the same request id instead of offering a fresh form and a second send.
// Only what names the intent is kept (amount, card, channel), never a
// password; a logout clears sessionStorage, and another account's or a stale
// intent is never taken up.
import { readJson, sessionKeys, writeJson } from "../storage.ts";

/** An intent older than this is no longer taken up: its records have long settled; the member looks there. */
const KEPT_INTENT_MAX_AGE_MS = 30 * 60_000;

export interface KeptIntent {
  /** The account the intent was sent for. */
  readonly owner: string;
  readonly key: string;
  readonly payload: unknown;
  readonly startedAt: number;
}

type KeptIntents = Readonly<Record<string, KeptIntent>>;

function isKeptIntents(value: unknown): value is KeptIntents {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((item: unknown) => {
      const intent = item as Partial<KeptIntent> | null;
      return typeof intent === "object" && intent !== null && typeof intent.owner === "string" && typeof intent.key === "string" && typeof intent.startedAt === "number";
    })
  );
}

function all(): KeptIntents {
  return readJson("session", sessionKeys.moneyIntents, isKeptIntents) ?? {};
}

export function keepIntent(form: string, intent: KeptIntent): void {
  writeJson("session", sessionKeys.moneyIntents, { ...all(), [form]: intent });
}

export function dropIntent(form: string): void {
  const { [form]: dropped, ...rest } = all();
  if (dropped !== undefined) writeJson("session", sessionKeys.moneyIntents, rest);
}

/** The form's kept intent, if it is this account's and recent enough; any other is dropped. */
export function keptIntent(form: string, owner: string, now = Date.now()): KeptIntent | null {
  const intent = all()[form];
  if (intent === undefined) return null;
  if (intent.owner === owner && now - intent.startedAt >= 0 && now - intent.startedAt <= KEPT_INTENT_MAX_AGE_MS) return intent;
  dropIntent(form);
  return null;
}
