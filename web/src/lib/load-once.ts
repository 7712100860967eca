// The one way to fetch a chunk (a dynamic import) that a call needs ("one home per
// job"): fetched once, by whichever asks first (a preload on a form's first focus, or the first
// call, which awaits it); every caller after shares it. A failed fetch rejects as NOT_FETCHED,
// the network failure the app shows for a call that never left (the form's 'network is slow',
// everything typed kept, nothing sent), and is asked again by the next caller. Used by the
// encryption chunk (lib/load-secure.ts), the account forms' later calls
// (features/account/machines/load-later-calls.ts) and Firebase phone auth (firebase/phone-auth.ts).
import type { Failure } from "@platform/machines";

/** A chunk that could not be fetched, as the failure of a call that never left. */
const NOT_FETCHED: Readonly<Failure> = { kind: "network", captchaRequired: false };

/** The module, fetched once (again after a failure); `preload` starts the fetch ahead of the first call. */
export interface Loader<A extends unknown[], T> {
  (...args: A): Promise<T>;
  /** Starts the fetch without waiting for it; a failure waits for the next call. */
  preload(...args: A): void;
}

/** `load` (an `import()`, and what is built from the module) run once at a time: the first caller's arguments are used. */
export function loadOnce<A extends unknown[], T>(load: (...args: A) => Promise<T>): Loader<A, T> {
  let pending: Promise<T> | undefined;
  const loaded = (...args: A): Promise<T> => {
    pending ??= load(...args).catch(() => {
      pending = undefined;
      throw { ...NOT_FETCHED };
    });
    return pending;
  };
  return Object.assign(loaded, { preload: (...args: A) => void loaded(...args).catch(() => undefined) });
}
