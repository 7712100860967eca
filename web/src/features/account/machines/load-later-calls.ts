// How the account forms reach later-calls.ts (issue 33): its chunk is fetched
// when a form is first focused (preloadLaterCalls) or, at the latest, by the
// first call that needs it, which awaits it. A failed fetch is asked again
// next time, and reaches the form as a network failure (the form's usual
// 'network is slow' message): no call was sent, nothing typed is lost.
import type { Failure } from "@platform/machines";
import type * as Later from "./later-calls.ts";

/** A chunk that could not be fetched, as the failure of a call that never left. */
export const NOT_FETCHED: Readonly<Failure> = { kind: "network", captchaRequired: false };

/** `withCalls` and `preload` over the module `load` imports: one fetch at a time, asked again after a failure. */
export function callsLoader<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  const loaded = (): Promise<T> => {
    pending ??= load().catch(() => {
      pending = undefined;
      throw { ...NOT_FETCHED };
    });
    return pending;
  };
  return {
    /** `call` with the module, fetched first if it is not here yet. */
    withCalls: async <R>(call: (calls: T) => Promise<R>): Promise<R> => call(await loaded()),
    /** Starts the fetch ahead of the first call (a form's first focus); a failure waits for that call. */
    preload: (): void => void loaded().catch(() => undefined),
  };
}

const laterCalls = callsLoader<typeof Later>(() => import("./later-calls.ts"));

export const withLaterCalls = laterCalls.withCalls;
export const preloadLaterCalls = laterCalls.preload;
