import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { moneyCallMachine, moneyVerdict, samePayload, type Reconciled, type ReconcileInput, type SendInput } from "./moneyCall.machine.ts";
import { callQueue } from "./testing/deferred.ts";
import { apiFailure } from "./testing/failures.ts";
import { settle } from "./testing/settle.ts";
import { startWithEffects } from "./testing/startWithEffects.ts";
import { MONEY_RECONCILE_DELAYS_MS } from "./timings.ts";

const timeout = { kind: "timeout", captchaRequired: false };
const lostConnection = { kind: "network", captchaRequired: false };
const gateway = { kind: "api", status: 504, captchaRequired: false };
const refusal = apiFailure("Insufficient balance", { errorCode: "insufficient.balance" });
const expiredSession = { kind: "unauthorized", status: 401, errorCode: "login.not.session", captchaRequired: false };
const withdrawal = { amount: 100, bankCardId: 3301 };

function start() {
  const sends = callQueue<SendInput, unknown>();
  const readings = callQueue<ReconcileInput, Reconciled>();
  let serial = 0;
  const machine = moneyCallMachine.provide({
    actors: {
      send: fromPromise(({ input }) => sends.call(input)),
      reconcile: fromPromise(({ input }) => readings.call(input)),
    },
  });
  const started = startWithEffects(machine, { input: { newKey: () => `intent-key-${++serial}` }, effects: ["settled"] });
  const send = (payload: unknown = withdrawal) => started.actor.send({ type: "send", payload, now: 1_000_000 });
  const state = () => started.actor.getSnapshot();
  return { ...started, sends, readings, send, state };
}

/** Runs the wait before the next reading of the records. */
async function nextReading(index: number) {
  await vi.advanceTimersByTimeAsync(MONEY_RECONCILE_DELAYS_MS[index]!);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("moneyVerdict: what a failed money call means", () => {
  it.each([
    ["a refusal with the platform's errorCode", refusal, "refused"],
    ["a 500 with the platform's errorCode", { kind: "api", status: 500, errorCode: "login_blocked_by_self_exclusion" }, "refused"],
    ["a request that never left (offline before sending)", { kind: "network", notSent: true }, "refused"],
    ["a lost session", expiredSession, "expired"],
    ["no answer in time", timeout, "unconfirmed"],
    ["the connection dropped after sending", lostConnection, "unconfirmed"],
    ["a gateway's 5xx (no envelope)", gateway, "unconfirmed"],
    ["a success that could not be read", { kind: "malformed", status: 200 }, "unconfirmed"],
    ["anything else thrown", new Error("boom"), "unconfirmed"],
  ])("%s → %s", (_name, error, verdict) => {
    expect(moneyVerdict(error)).toBe(verdict);
  });
});

describe("samePayload", () => {
  it("ignores the order of keys, not their values", () => {
    expect(samePayload({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(samePayload({ amount: 100 }, { amount: 100.01 })).toBe(false);
  });
});

describe("moneyCallMachine: one intent, sent once", () => {
  it("sends the payload with a request id, locked while in flight, then done with the answer", async () => {
    const { send, sends, state, effects } = start();
    send();
    expect(state().hasTag("locked")).toBe(true);
    send(); // a second tap while in flight
    expect(sends.calls).toEqual([{ payload: withdrawal, key: "intent-key-1" }]);
    sends.next().resolve({ transactionId: "WD1" });
    await settle();
    expect(state().value).toBe("done");
    expect(state().context.value).toEqual({ transactionId: "WD1" });
    expect(effects).toEqual([["settled", { phase: "done" }]]);
  });

  it("a refusal ends the intent: the next send is a new one, with a new id", async () => {
    const { send, sends, state } = start();
    send();
    sends.next().reject(refusal);
    await settle();
    expect(state().value).toBe("refused");
    expect(state().context.failure).toMatchObject({ errorCode: "insufficient.balance" });
    send();
    expect(sends.calls.map((call) => call.key)).toEqual(["intent-key-1", "intent-key-2"]);
  });

  it.each([
    ["a timeout", timeout],
    ["a dropped connection", lostConnection],
    ["a gateway's 5xx", gateway],
  ])("after %s it is unconfirmed, never refused: it reads the records and finds it done", async (_name, error) => {
    const { send, sends, readings, state, effects } = start();
    send();
    sends.next().reject(error);
    await settle();
    expect(state().hasTag("unconfirmed")).toBe(true);
    expect(state().hasTag("locked")).toBe(true);
    expect(readings.calls).toHaveLength(0);
    send(); // a tap now sends nothing
    expect(sends.calls).toHaveLength(1);
    await nextReading(0);
    expect(readings.calls).toEqual([{ payload: withdrawal, key: "intent-key-1", startedAt: 1_000_000 }]);
    readings.next().resolve({ found: "done", value: { transactionId: "WD1", sumBalance: 12480.5 } });
    await settle();
    expect(state().value).toBe("done");
    expect(state().context.value).toEqual({ transactionId: "WD1", sumBalance: 12480.5 });
    expect(effects).toEqual([["settled", { phase: "done" }]]);
  });

  it("reads the records after each named delay, and calls it not found only after the last reading", async () => {
    const { send, sends, readings, state } = start();
    send();
    sends.next().reject(timeout);
    await settle();
    for (let index = 0; index < MONEY_RECONCILE_DELAYS_MS.length; index += 1) {
      await vi.advanceTimersByTimeAsync(MONEY_RECONCILE_DELAYS_MS[index]! - 1);
      expect(readings.calls).toHaveLength(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(readings.calls).toHaveLength(index + 1);
      readings.next().resolve({ found: "none" });
      await settle();
    }
    expect(state().value).toBe("notFound");
    expect(state().hasTag("locked")).toBe(false);
  });

  it("not found: the same payload is sent again with the same id; another payload is a new intent", async () => {
    const { send, sends, readings, state } = start();
    send();
    sends.next().reject(timeout);
    await settle();
    for (let index = 0; index < MONEY_RECONCILE_DELAYS_MS.length; index += 1) {
      await nextReading(index);
      readings.next().resolve({ found: "none" });
      await settle();
    }
    expect(state().value).toBe("notFound");
    send({ bankCardId: 3301, amount: 100 });
    expect(sends.calls[1]).toEqual({ payload: { bankCardId: 3301, amount: 100 }, key: "intent-key-1" });
    sends.next().reject(timeout);
    await settle();
    for (let index = 0; index < MONEY_RECONCILE_DELAYS_MS.length; index += 1) {
      await nextReading(index);
      readings.next().resolve({ found: "none" });
      await settle();
    }
    send({ amount: 50, bankCardId: 3301 });
    expect(sends.calls[2]!.key).toBe("intent-key-2");
  });

  it("records that cannot be read leave it unknown: locked, no send, only another reading", async () => {
    const { send, sends, readings, state, effects } = start();
    send();
    sends.next().reject(lostConnection);
    await settle();
    for (let index = 0; index < MONEY_RECONCILE_DELAYS_MS.length; index += 1) {
      await nextReading(index);
      readings.next().reject(lostConnection);
      await settle();
    }
    expect(state().value).toBe("unknown");
    expect(state().hasTag("locked")).toBe(true);
    expect(effects).toEqual([["settled", { phase: "unknown" }]]);
    send();
    expect(sends.calls).toHaveLength(1);
    expect(state().value).toBe("unknown");
  });

  it("a recheck from unknown reads the records again and can find it done", async () => {
    const { actor, send, sends, readings, state } = start();
    send();
    sends.next().reject(timeout);
    await settle();
    for (let index = 0; index < MONEY_RECONCILE_DELAYS_MS.length; index += 1) {
      await nextReading(index);
      readings.next().reject(lostConnection);
      await settle();
    }
    actor.send({ type: "recheck" });
    expect(state().hasTag("unconfirmed")).toBe(true);
    await nextReading(0);
    readings.next().resolve({ found: "done", value: { transactionId: "WD1" } });
    await settle();
    expect(state().value).toBe("done");
    expect(sends.calls).toHaveLength(1);
  });

  it("a lost session ends it as expired, with nothing retried", async () => {
    const { send, sends, state, effects } = start();
    send();
    sends.next().reject(expiredSession);
    await settle();
    expect(state().value).toBe("expired");
    expect(state().status).toBe("done");
    expect(effects).toEqual([["settled", { phase: "expired" }]]);
  });

  it("takes up a kept unconfirmed intent: straight to checking under its own key, and the same intent sent again after 'not found' keeps it", async () => {
    const sends = callQueue<SendInput, unknown>();
    const readings = callQueue<ReconcileInput, Reconciled>();
    const machine = moneyCallMachine.provide({
      actors: { send: fromPromise(({ input }) => sends.call(input)), reconcile: fromPromise(({ input }) => readings.call(input)) },
    });
    const { actor } = startWithEffects(machine, {
      // A withdrawal is named by its amount and card: the password, never kept, is not part of it.
      input: { newKey: () => "fresh-key", intentOf: (payload: unknown) => ({ ...(payload as Record<string, unknown>), paymentPassword: undefined }) },
      effects: ["settled"],
    });
    actor.send({ type: "resume", key: "kept-key", payload: { amount: 100, bankCardId: 3301 }, startedAt: 5 });
    expect(actor.getSnapshot().hasTag("locked")).toBe(true);
    for (let index = 0; index < MONEY_RECONCILE_DELAYS_MS.length; index += 1) {
      await nextReading(index);
      readings.next().resolve({ found: "none" });
      await settle();
    }
    expect(readings.calls[0]).toEqual({ payload: { amount: 100, bankCardId: 3301 }, key: "kept-key", startedAt: 5 });
    expect(actor.getSnapshot().value).toBe("notFound");
    actor.send({ type: "send", payload: { amount: 100, bankCardId: 3301, paymentPassword: "135790" }, now: 9 });
    expect(sends.calls[0]!.key).toBe("kept-key");
  });

  it("after done, a new send is a new intent", async () => {
    const { send, sends } = start();
    send();
    sends.next().resolve({});
    await settle();
    send();
    expect(sends.calls.map((call) => call.key)).toEqual(["intent-key-1", "intent-key-2"]);
  });
});
