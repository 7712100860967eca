/**
 * One intent to move money or points (withdraw, deposit, bank card,
 * payment password, claims, raffle, sign-in, points redeem and convert, red
 * packets), sent exactly once however the answer goes.
 *
 * - Each intent carries a client request id (`key`, sent as the
 *   `Idempotency-Key` header). A re-send of the same intent (same payload,
 *   after a "not found") reuses it; any other send is a new intent, new key.
 * - A refusal (the server answered no) ends the intent: the member may fix
 *   the form and send again, as a new intent.
 * - An answer that did not come (timeout, connection lost after the request
 *   left, a gateway's 5xx, an unreadable success) makes the intent
 *   *unconfirmed*: it is locked (no send accepted) and reconciled by reading
 *   the balance and the records after each of MONEY_RECONCILE_DELAYS_MS. The
 *   records then say `done` (it went through: its value), `none` (not there
 *   after the last read: only then may it be sent again, same key), or the
 *   reads fail: *unknown*, where the member is sent to the records and may
 *   ask for another reading (`recheck`), never for a blind re-send.
 * - A lost session (401) ends it as `expired`: nothing was done; the app
 *   keeps the non-secret input and asks for a login.
 *
 * - An unconfirmed intent the app kept (the page was left or reloaded while
 *   it was checked) is taken up again with `resume`: straight to checking,
 *   under its own key.
 *
 * Input (MoneyCallInput): `newKey`, the app's generator of request ids;
 * optional `intentOf`, what makes two payloads the same intent (by default
 * the whole payload; a form whose payload holds a password says which fields
 * name the intent, so a resumed intent, kept without it, is still the same).
 *
 * The app provides:
 * - actor `send`: ({ payload, key }) => Promise<value>; rejects with the
 *   SDK's PlatformError (or anything with `notSent: true` when the request
 *   never left: offline, its code failed to load);
 * - actor `reconcile`: ({ payload, key, startedAt }) => Promise<Reconciled>,
 *   reading the records; it rejects when they cannot be read;
 * - action `settled` ({ phase }): after every outcome, whatever it was (the
 *   app refetches balances and records).
 *
 * A view reads context.failure, context.value, and the state: idle, sending,
 * checking (tag `unconfirmed`), done, refused, notFound, unknown, expired.
 * Tag `locked`: no send is taken in that state.
 */
import { assign, fromPromise, setup } from "xstate";
import { readFailure, type Failure } from "./failure.ts";
import { MONEY_RECONCILE_DELAYS_MS } from "./timings.ts";

/** What the records say of an unconfirmed intent. */
export type Reconciled<R = unknown> = { readonly found: "done"; readonly value: R } | { readonly found: "none" };

export type MoneyVerdict = "refused" | "unconfirmed" | "expired";

function field(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/**
 * How a failed money call ends: `refused` when the server answered no (or the
 * request never left), `expired` on a lost session, `unconfirmed` when it may
 * have gone through: no answer (timeout, connection lost), an answer that
 * could not be read, or a 5xx without the platform's errorCode (a gateway's).
 */
export function moneyVerdict(error: unknown): MoneyVerdict {
  if (field(error, "notSent") === true) return "refused";
  const failure = readFailure(error);
  switch (failure.kind) {
    case "unauthorized":
      return "expired";
    case "timeout":
    case "network":
    case "malformed":
      return "unconfirmed";
    case "api":
      return (failure.status ?? 0) >= 500 && failure.errorCode === undefined ? "unconfirmed" : "refused";
    default:
      // Something else was thrown after the request may have left: it cannot be told from a lost answer.
      return "unconfirmed";
  }
}

export interface MoneyCallInput {
  /** A new client request id (the Idempotency-Key): random, 8 to 64 of [A-Za-z0-9_-]. */
  readonly newKey: () => string;
  /** What names the intent in a payload (default: all of it). */
  readonly intentOf?: (payload: unknown) => unknown;
}

export interface MoneyCallContext<P = unknown, R = unknown> {
  readonly newKey: () => string;
  readonly intentOf: (payload: unknown) => unknown;
  /** The request id of the intent in hand (undefined once it ended). */
  readonly key?: string;
  readonly payload?: P;
  /** When the intent was first sent (ms since the epoch): the records are read from then. */
  readonly startedAt?: number;
  /** Readings of the records done for this unconfirmed intent. */
  readonly readings: number;
  /** The value of the intent that went through (its answer, or what the records show). */
  readonly value?: R;
  /** Why the last send failed (a refusal, or the failure that made it unconfirmed). */
  readonly failure?: Failure;
}

export type MoneyCallEvent<P = unknown> =
  /** Send an intent: the same payload again after `notFound` is the same intent (same key). */
  | { type: "send"; payload: P; now: number }
  /** In `unknown`: read the records again. */
  | { type: "recheck" }
  /** Take up an unconfirmed intent kept from before (a page left or reloaded while it was checked). */
  | { type: "resume"; key: string; payload: P; startedAt: number }
  /** After `done`, `refused` or `notFound`: forget the intent (a new one starts fresh). */
  | { type: "reset" };

export interface SendInput<P = unknown> {
  readonly payload: P;
  readonly key: string;
}

export interface ReconcileInput<P = unknown> extends SendInput<P> {
  readonly startedAt: number;
}

/** Stable text of a payload: the same intent has the same one. */
export function samePayload(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const lastReading = MONEY_RECONCILE_DELAYS_MS.length;

export const moneyCallMachine = setup({
  types: {
    context: {} as MoneyCallContext,
    events: {} as MoneyCallEvent,
    input: {} as MoneyCallInput,
    tags: {} as "busy" | "locked" | "unconfirmed",
  },
  actors: {
    send: fromPromise<unknown, SendInput>(async () => {
      throw new Error("moneyCallMachine: provide the 'send' actor");
    }),
    reconcile: fromPromise<Reconciled, ReconcileInput>(async () => {
      throw new Error("moneyCallMachine: provide the 'reconcile' actor");
    }),
  },
  actions: {
    settled: (_, _params: { phase: "done" | "refused" | "notFound" | "unknown" | "expired" }) => {},
    startIntent: assign(({ context, event }) => {
      if (event.type !== "send") return {};
      const again = context.key !== undefined && samePayload(context.intentOf(context.payload), context.intentOf(event.payload));
      return {
        key: again ? context.key : context.newKey(),
        payload: event.payload,
        startedAt: again ? context.startedAt : event.now,
        readings: 0,
        failure: undefined,
        value: undefined,
      };
    }),
    resumeIntent: assign(({ event }) => (event.type === "resume" ? { key: event.key, payload: event.payload, startedAt: event.startedAt, readings: 0, failure: undefined, value: undefined } : {})),
    keepFailure: assign({ failure: (_, { error }: { error: unknown }) => readFailure(error) }),
    endIntent: assign({ key: undefined, payload: undefined, startedAt: undefined }),
    keepValue: assign({ value: (_, { value }: { value: unknown }) => value }),
    countReading: assign({ readings: ({ context }) => context.readings + 1 }),
    restartReadings: assign({ readings: 0 }),
  },
  guards: {
    expired: (_, { error }: { error: unknown }) => moneyVerdict(error) === "expired",
    unconfirmed: (_, { error }: { error: unknown }) => moneyVerdict(error) === "unconfirmed",
    lastReading: ({ context }) => context.readings >= lastReading,
  },
  delays: {
    beforeReading: ({ context }) => MONEY_RECONCILE_DELAYS_MS[Math.min(context.readings, lastReading - 1)] ?? 0,
  },
}).createMachine({
  id: "moneyCall",
  context: ({ input }) => ({ newKey: input.newKey, intentOf: input.intentOf ?? ((payload: unknown) => payload), readings: 0 }),
  initial: "idle",
  states: {
    idle: {
      on: { send: { target: "sending", actions: "startIntent" }, resume: { target: "checking", actions: "resumeIntent" } },
    },
    sending: {
      tags: ["busy", "locked"],
      invoke: {
        src: "send",
        input: ({ context }) => ({ payload: context.payload, key: context.key! }),
        onDone: { target: "done", actions: [{ type: "keepValue", params: ({ event }) => ({ value: event.output }) }] },
        onError: [
          { guard: { type: "expired", params: ({ event }) => ({ error: event.error }) }, target: "expired", actions: [{ type: "keepFailure", params: ({ event }) => ({ error: event.error }) }] },
          { guard: { type: "unconfirmed", params: ({ event }) => ({ error: event.error }) }, target: "checking", actions: [{ type: "keepFailure", params: ({ event }) => ({ error: event.error }) }] },
          { target: "refused", actions: [{ type: "keepFailure", params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
    },
    checking: {
      tags: ["busy", "locked", "unconfirmed"],
      initial: "waiting",
      states: {
        waiting: {
          after: { beforeReading: "reading" },
        },
        reading: {
          entry: "countReading",
          invoke: {
            src: "reconcile",
            input: ({ context }) => ({ payload: context.payload, key: context.key!, startedAt: context.startedAt! }),
            onDone: [
              { guard: ({ event }) => event.output.found === "done", target: "#moneyCall.done", actions: [{ type: "keepValue", params: ({ event }) => ({ value: (event.output as { value: unknown }).value }) }] },
              { guard: "lastReading", target: "#moneyCall.notFound" },
              { target: "waiting" },
            ],
            onError: [{ guard: "lastReading", target: "#moneyCall.unknown" }, { target: "waiting" }],
          },
        },
      },
    },
    done: {
      entry: ["endIntent", { type: "settled", params: { phase: "done" } }],
      on: { reset: "idle", send: { target: "sending", actions: "startIntent" } },
    },
    refused: {
      entry: ["endIntent", { type: "settled", params: { phase: "refused" } }],
      on: { reset: "idle", send: { target: "sending", actions: "startIntent" } },
    },
    notFound: {
      // The key stays: sending the same payload again is the same intent.
      entry: { type: "settled", params: { phase: "notFound" } },
      on: { reset: { target: "idle", actions: "endIntent" }, send: { target: "sending", actions: "startIntent" } },
    },
    unknown: {
      tags: ["locked", "unconfirmed"],
      entry: { type: "settled", params: { phase: "unknown" } },
      on: { recheck: { target: "checking", actions: "restartReadings" } },
    },
    expired: {
      entry: ["endIntent", { type: "settled", params: { phase: "expired" } }],
      type: "final",
    },
  },
});
