import { newIdempotencyKey } from "@platform/sdk";
import { moneyCallMachine, readFailure, type Failure, type Reconciled, type ReconcileInput, type SendInput } from "@platform/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { SnapshotFrom } from "xstate";
import { fromCall } from "../from-call.ts";
import { useLatest } from "../use-latest.ts";
import { LOCKED_CODE, NOT_RECEIVED_CODE } from "./codes.ts";
import { dropIntent, keepIntent, keptIntent } from "./kept-intents.ts";

/** Where an intent stands (moneyCallMachine's states; `checking` = unconfirmed, reading the records). */
export type MoneyPhase = "idle" | "sending" | "checking" | "done" | "refused" | "notFound" | "unknown" | "expired";

/** What an unconfirmed intent's answer would have held, read back from the records. */
export type { Reconciled } from "@platform/machines";

export interface MoneyCallOptions<P, R> {
  /**
   * The call, with the intent's request id for its Idempotency-Key header: the SDK's key
   * (newIdempotencyKey, a UUID v4), drawn once per intent and kept across the member's re-send;
   * the call passes it to the SDK explicitly. It rejects with the SDK's failure.
   */
  send: (payload: P, requestId: string) => Promise<R>;
  /** Reads the balance and records: `done` with what the answer would have been, or `none`. Rejects when they cannot be read. */
  reconcile: (intent: { payload: P; requestId: string; startedAt: number }) => Promise<Reconciled<R>>;
  /** After every outcome, whatever it was: refetch what the call may have changed. */
  onSettled?: (phase: MoneyPhase) => void;
  /**
   * Keep an unconfirmed intent when the screen goes (left, reloaded), and take it up again when the
   * screen comes back for the same account: `form` names it, `owner` is the account, `keep` gives
   * what of a payload names the intent and may be stored (never a password).
   */
  persist?: { form: string; owner: string; keep: (payload: P) => P };
  /** A kept intent taken up and found done: its value (a send's own answer resolves `submit` instead). */
  onResumedDone?: (value: R) => void;
}

const notReceived: Failure = { kind: "api", errorCode: NOT_RECEIVED_CODE, captchaRequired: false };
const locked: Failure = { kind: "unknown", errorCode: LOCKED_CODE, captchaRequired: false };

type Snapshot = SnapshotFrom<typeof moneyCallMachine>;

function phaseOf(state: Snapshot): MoneyPhase {
  if (state.matches("checking")) return "checking";
  return state.value as MoneyPhase;
}

export interface MoneyCall<P, R> {
  phase: MoneyPhase;
  /** No send is taken (in flight, unconfirmed, or still unknown): the form is locked. */
  locked: boolean;
  /** Why the last send failed. */
  failure: Failure | undefined;
  /**
   * Sends an intent; the same payload again after "not received" is the same
   * intent (same request id). Resolves with the answer (or what the records
   * show) once it went through; rejects with the refusal, with
   * NOT_RECEIVED_CODE when the records do not show an unconfirmed one, or
   * with the lost session. While unconfirmed or unknown it stays pending.
   */
  submit: (payload: P) => Promise<R>;
  /** In `unknown`: read the records again (never a re-send). */
  recheck: () => void;
  /** Forget a finished intent (e.g. 'withdraw again'). */
  reset: () => void;
}

/**
 * The one money-submit path of the app: every call that moves
 * money or points goes through moneyCallMachine, so a double tap sends one
 * request, an unanswered call is never shown as a failure to retry, and it is
 * reconciled from the records instead.
 */
export function useMoneyCall<P, R>(options: MoneyCallOptions<P, R>): MoneyCall<P, R> {
  const latest = useLatest(options);
  const logic = useMemo(
    () =>
      moneyCallMachine.provide({
        actors: {
          send: fromCall<unknown, SendInput>(({ payload, key }) => latest.current.send(payload as P, key)),
          reconcile: fromCall<Reconciled, ReconcileInput>(({ payload, key, startedAt }) => latest.current.reconcile({ payload: payload as P, requestId: key, startedAt })),
        },
        actions: { settled: (_, { phase }) => latest.current.onSettled?.(phase) },
      }),
    [latest],
  );
  const keep = options.persist?.keep;
  const actor = useActorRef(logic, { input: { newKey: newIdempotencyKey, intentOf: keep ? (payload: unknown) => keep(payload as P) : undefined } });
  const submitting = useRef(false);
  useKeptIntent(actor, options.persist?.form, options.persist?.owner, submitting, latest);
  const phase = useSelector(actor, phaseOf);
  const isLocked = useSelector(actor, (state) => state.hasTag("locked"));
  const failure = useSelector(actor, (state) => state.context.failure);

  const submit = useCallback(
    (payload: P) =>
      new Promise<R>((resolve, reject) => {
        if (actor.getSnapshot().hasTag("locked") || actor.getSnapshot().status !== "active") {
          reject(locked);
          return;
        }
        submitting.current = true;
        const subscription = actor.subscribe((state) => {
          const settle = (action: () => void) => {
            subscription.unsubscribe();
            submitting.current = false;
            action();
          };
          if (state.matches("done")) settle(() => resolve(state.context.value as R));
          else if (state.matches("notFound")) settle(() => reject(notReceived));
          else if (state.matches("refused") || state.matches("expired")) settle(() => reject(state.context.failure ?? readFailure(undefined)));
        });
        actor.send({ type: "send", payload, now: Date.now() });
      }),
    [actor],
  );

  return {
    phase,
    locked: isLocked,
    failure,
    submit,
    recheck: useCallback(() => actor.send({ type: "recheck" }), [actor]),
    reset: useCallback(() => actor.send({ type: "reset" }), [actor]),
  };
}

type MoneyActor = ReturnType<typeof useActorRef<typeof moneyCallMachine>>;

/**
 * Keeps the intent in sessionStorage while it is unconfirmed (checking or
 * unknown) and forgets it once settled; on mount, takes up the account's kept
 * intent, straight to checking under its own key. A kept intent found done
 * with no send of this screen waiting is handed to `onResumedDone`.
 */
function useKeptIntent<P, R>(
  actor: MoneyActor,
  form: string | undefined,
  owner: string | undefined,
  submitting: { readonly current: boolean },
  latest: { readonly current: MoneyCallOptions<P, R> },
): void {
  useEffect(() => {
    if (form === undefined || owner === undefined) return undefined;
    const kept = keptIntent(form, owner);
    const subscription = actor.subscribe((state) => {
      const { key, payload, startedAt } = state.context;
      if ((state.matches("checking") || state.matches("unknown")) && key !== undefined && startedAt !== undefined) {
        const keep = latest.current.persist?.keep ?? ((value: P) => value);
        keepIntent(form, { owner, key, payload: keep(payload as P), startedAt });
      } else {
        dropIntent(form);
      }
      if (state.matches("done") && !submitting.current) latest.current.onResumedDone?.(state.context.value as R);
    });
    if (kept !== null && actor.getSnapshot().matches("idle")) actor.send({ type: "resume", key: kept.key, payload: kept.payload, startedAt: kept.startedAt });
    return () => subscription.unsubscribe();
  }, [actor, form, owner, submitting, latest]);
}
