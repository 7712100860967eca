/**
 * Firebase SMS verification (spec §3, §4; one child for
 * the account machines that check an SMS code with Firebase, login and
 * registration): the code on screen goes to Firebase before the platform is
 * called, and the machine ends verified with Firebase's id token, or refused
 * with why. A parent carries the token in its own call
 * (`firebaseChannel: sms`, `firebaseIdToken`) and stops on a refusal, keeping
 * what was typed.
 *
 * Input: FirebaseCodeCheck (firebaseCodeCheck(values) picks it from a form).
 *
 * The app provides:
 * - actor `verifyFirebaseCode`: (FirebaseCodeCheck) => Promise<{ idToken }>;
 *   rejects with a failure (a wrong or expired code as a refusal with
 *   Firebase's code).
 *
 * Output (its final state's): FirebaseSmsOutcome. A parent matches tag `busy`
 * on its own state while this runs.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type EventObject } from "xstate";
import { failureMessage, type Message } from "./messages.ts";

export interface FirebaseCodeCheck {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
}

export type FirebaseSmsOutcome = { readonly outcome: "verified"; readonly idToken: string } | { readonly outcome: "refused"; readonly error: Message };

/** What Firebase is asked about, from a form's values (the fields it has beside these are left out). */
export function firebaseCodeCheck(values: FirebaseCodeCheck): FirebaseCodeCheck {
  return { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode, verificationCode: values.verificationCode };
}

/** The id token of a verified outcome; undefined for a refusal. */
export function verifiedToken(outcome: FirebaseSmsOutcome): string | undefined {
  return outcome.outcome === "verified" ? outcome.idToken : undefined;
}

/** The message a refusal shows; undefined for a verified outcome. */
export function refusalOf(outcome: FirebaseSmsOutcome): Message | undefined {
  return outcome.outcome === "refused" ? outcome.error : undefined;
}

/** What a parent that checks its SMS code with Firebase keeps: the form's values, the token and the form's error. */
export interface FirebaseSmsParentContext {
  readonly values: FirebaseCodeCheck;
  readonly firebaseIdToken: string | undefined;
  readonly error: Message | undefined;
}

/**
 * The parent's invoke of its `firebaseSms` child (login, registration): the
 * code on its form; verified, the token kept and on to `next` (the state that
 * sends the platform call with it); refused, back to `editing` with the
 * failure shown and what was typed kept.
 */
export function invokeFirebaseSms<TContext extends FirebaseSmsParentContext, TEvent extends EventObject>(next: string) {
  type Done = DoneActorEvent<FirebaseSmsOutcome>;
  return {
    id: "firebaseSms",
    src: "firebaseSms",
    input: ({ context }: { context: TContext }) => firebaseCodeCheck(context.values),
    onDone: [
      {
        guard: ({ event }: { event: Done }) => verifiedToken(event.output) !== undefined,
        target: next,
        actions: assign<TContext, Done, undefined, TEvent, never>(({ event }) => ({ firebaseIdToken: verifiedToken(event.output) }) as Partial<TContext>),
      },
      { target: "editing", actions: assign<TContext, Done, undefined, TEvent, never>(({ event }) => ({ error: refusalOf(event.output) }) as Partial<TContext>) },
    ],
  } as const;
}

export const firebaseSmsMachine = setup({
  types: {
    context: {} as { readonly check: FirebaseCodeCheck; readonly outcome: FirebaseSmsOutcome | undefined },
    input: {} as FirebaseCodeCheck,
    output: {} as FirebaseSmsOutcome,
    tags: {} as "busy",
  },
  actors: {
    verifyFirebaseCode: fromPromise<{ idToken: string }, FirebaseCodeCheck>(async () => {
      throw new Error("firebaseSmsMachine: provide the 'verifyFirebaseCode' actor");
    }),
  },
}).createMachine({
  id: "firebaseSms",
  context: ({ input }) => ({ check: firebaseCodeCheck(input), outcome: undefined }),
  initial: "verifying",
  // `done` is entered only with an outcome set; the fallback satisfies the type.
  output: ({ context }) => context.outcome ?? { outcome: "refused", error: { key: "verification_code_error" } },
  states: {
    verifying: {
      tags: ["busy"],
      invoke: {
        id: "verifyFirebaseCode",
        src: "verifyFirebaseCode",
        input: ({ context }) => context.check,
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => ({ outcome: "verified" as const, idToken: event.output.idToken }) }) },
        onError: { target: "done", actions: assign({ outcome: ({ event }) => ({ outcome: "refused" as const, error: failureMessage(event.error) }) }) },
      },
    },
    done: { type: "final" },
  },
});
