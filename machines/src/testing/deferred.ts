// Test-only: a promise the test settles when it wants, to stand in for an SDK
// call that is still in flight.
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake SDK call: each call takes the next deferred from the queue and records its input. */
export function callQueue<TInput, TOutput>() {
  const calls: TInput[] = [];
  const pending: Deferred<TOutput>[] = [];
  return {
    calls,
    call(input: TInput): Promise<TOutput> {
      calls.push(input);
      const next = deferred<TOutput>();
      pending.push(next);
      return next.promise;
    },
    /** The oldest call still in flight. */
    next(): Deferred<TOutput> {
      const first = pending.shift();
      if (first === undefined) throw new Error("no call in flight");
      return first;
    },
    get inFlight(): number {
      return pending.length;
    },
  };
}
