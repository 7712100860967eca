// The one record of work kept across a session's end: what a member typed
// when the session expired (lib/kept-on-expiry.ts) and a money intent still unconfirmed when its
// screen went (lib/money-call/kept-intents.ts). Both need the same three things, kept here once:
//
//   - sessionStorage: it outlives the session's keys being dropped on expiry and a reload, and
//     goes with a logout (clearSessionStorage) or the tab;
//   - an owner: the account it was kept for; another account's record is never used, and deleted;
//   - a limit: older than KEPT_MAX_AGE_MS (or dated in the future) it is never used, and deleted.
//
// Under its storage key a record is a map of slots (a form, or the one resume-after-expiry entry),
// each `{ owner, savedAt, value }`; the key goes when its last slot does.
import { readJson, removeKey, sessionKeys, writeJson } from "./storage.ts";

/** A kept record older than this is ignored (and deleted): the member has moved on, a money intent's records have long settled. */
export const KEPT_MAX_AGE_MS = 30 * 60_000;

/** One kept slot: whose it is, when it was kept, and what. */
export interface Kept<T> {
  readonly owner: string;
  readonly savedAt: number;
  readonly value: T;
}

type Slots<T> = Readonly<Record<string, Kept<T>>>;

/** The record under one of these sessionStorage keys. */
export type KeptKey = "keptOnExpiry" | "moneyIntents";

/** The record kept under `key`, its values checked by `isValue` (a slot that is not one reads as none). */
export function keptRecord<T>(key: KeptKey, isValue: (value: unknown) => value is T, earlier?: (slot: unknown) => Kept<T> | null) {
  const storageKey = sessionKeys[key];
  const isKept = (item: unknown): item is Kept<T> => {
    const kept = item as Partial<Kept<unknown>> | null;
    return typeof kept === "object" && kept !== null && typeof kept.owner === "string" && typeof kept.savedAt === "number" && isValue(kept.value);
  };
  const isMap = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);
  // Slot by slot: one that is not a kept slot reads as none, unless `earlier` reads it in the shape an
  // earlier release wrote (a tab reloaded onto a new release keeps what it kept).
  const all = (): Slots<T> => {
    const slots: Record<string, Kept<T>> = {};
    for (const [slot, item] of Object.entries(readJson("session", storageKey, isMap) ?? {})) {
      const kept = isKept(item) ? item : (earlier?.(item) ?? null);
      if (kept !== null) slots[slot] = kept;
    }
    return slots;
  };
  const write = (slots: Slots<T>) => (Object.keys(slots).length === 0 ? removeKey("session", storageKey) : writeJson("session", storageKey, slots));

  const drop = (slot: string): void => {
    const { [slot]: dropped, ...rest } = all();
    if (dropped !== undefined) write(rest);
  };

  return {
    /** Keeps `value` in `slot` for `owner`, dated `savedAt`. */
    keep(slot: string, owner: string, value: T, savedAt: number = Date.now()): void {
      write({ ...all(), [slot]: { owner, savedAt, value } });
    },
    /** A new value in `slot`, of the same owner and date (nothing if the slot is empty). */
    update(slot: string, value: T): void {
      const kept = all()[slot];
      if (kept !== undefined) write({ ...all(), [slot]: { ...kept, value } });
    },
    drop,
    /** What `slot` holds, whoever's and however old (to learn whose it is). */
    read(slot: string): Kept<T> | null {
      return all()[slot] ?? null;
    },
    /** What `slot` holds if it is `owner`'s and within KEPT_MAX_AGE_MS; any other is deleted. */
    of(slot: string, owner: string, now: number = Date.now()): Kept<T> | null {
      const kept = all()[slot];
      if (kept === undefined) return null;
      if (kept.owner === owner && now - kept.savedAt >= 0 && now - kept.savedAt <= KEPT_MAX_AGE_MS) return kept;
      drop(slot);
      return null;
    },
  };
}
