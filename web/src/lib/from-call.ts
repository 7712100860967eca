// How an SDK call becomes a machine's promise actor: one helper for every
// machine, so failures reach it in one shape and cancellations not at all.
import { fromPromise, type NonReducibleUnknown } from "xstate";

/**
 * `call` as a fromPromise actor. It rejects with what the SDK threw (a
 * PlatformError; machines read it with readFailure and views put it in words
 * with failureText). A call whose actor was stopped (navigation, React
 * StrictMode's second mount, a superseded page) never settles: @xstate/react
 * restarts the same actor after StrictMode's test unmount, so a late
 * AbortError of the first call would otherwise land in the live machine.
 */
export function fromCall<TOutput, TInput = NonReducibleUnknown>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => unlessAborted(signal, () => call(input, signal)));
}

/** Settles like `call()`, or never once `signal` has aborted. */
export function unlessAborted<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  const never = new Promise<T>(() => undefined);
  return call().then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}
