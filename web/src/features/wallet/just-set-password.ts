/**
 * The withdrawal password a member has just set, held in this page's memory only (never stored,
 * never shown) so the bank card and withdrawal forms that follow do not ask for it again: asked three times
 * within a minute, it read as distrust. Kept for a few minutes, long enough to add a card and withdraw; a form
 * opened later asks again.
 */
export const JUST_SET_KEEP_MS = 5 * 60_000;

export interface JustSetPassword {
  readonly password: string;
  /** When it was set (ms since the epoch). */
  readonly at: number;
}

/** The just-set password a form opening at `now` may use, if it is recent enough. */
export function usableJustSet(justSet: JustSetPassword | null, now: number): string | undefined {
  if (!justSet) return undefined;
  const age = now - justSet.at;
  return age >= 0 && age < JUST_SET_KEEP_MS ? justSet.password : undefined;
}
