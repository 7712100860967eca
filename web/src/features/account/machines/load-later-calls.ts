// How the account forms reach later-calls.ts: its chunk is fetched
// when a form is first focused (preloadLaterCalls) or, at the latest, by the
// first call that needs it, which awaits it. A failed fetch is asked again
// next time, and reaches the form as a network failure (lib/load-once.ts).
import { loadOnce } from "../../../lib/load-once.ts";
import type * as Later from "./later-calls.ts";

const laterCalls = loadOnce(() => import("./later-calls.ts"));

/** `call` with the later calls' module, fetched first if it is not here yet. */
export const withLaterCalls = async <R>(call: (calls: typeof Later) => Promise<R>): Promise<R> => call(await laterCalls());

/** Starts the fetch ahead of the first call (a form's first focus); a failure waits for that call. */
export const preloadLaterCalls = (): void => laterCalls.preload();
