// Shared steps of the money path's component tests: a request lost
// after it left, a gateway's answer, the records read after each of the
// machine's named delays on fake timers, and the request ids sent.
import { MONEY_RECONCILE_DELAYS_MS } from "@platform/machines";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** A fetch whose connection dropped after the request left: the SDK's network failure. */
export const lostConnection = (): Promise<Response> => Promise.reject(new TypeError("Failed to fetch"));

/** A gateway's timeout: a 504 without the platform's envelope. */
export const gatewayTimeout = (): Response => new Response("Gateway Timeout", { status: 504 });

/** The Idempotency-Key of each request. */
export const requestIds = (requests: readonly Request[]): (string | null)[] => requests.map((request) => request.headers.get("Idempotency-Key"));

/** Lets the next reading of the records happen (the delay before reading number `index`). */
export async function nextReading(index = 0): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(MONEY_RECONCILE_DELAYS_MS[index]!));
}

/** Lets every reading of the records happen, one after another. */
export async function readAllRecords(): Promise<void> {
  for (const delay of MONEY_RECONCILE_DELAYS_MS) await act(() => vi.advanceTimersByTimeAsync(delay));
}

/** Fake timers that still advance (user-event needs them to) around each test of the file. */
export function fakeTimersEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
