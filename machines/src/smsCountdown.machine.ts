/**
 * SMS code sending and its countdown (spec §4): idle → sending (the view shows
 * the loading message) → counting down to the response's expirationTime,
 * ticking every 500 ms, 60 s when the response has none → idle. A failed send
 * goes back to idle with no message (spec §8). Used by login, registration and
 * forgot password, which check the mobile number before sending `code.send`.
 *
 * The app provides:
 * - actor `sendSmsCode`: (input: SmsCodeRequest) => Promise<SmsCodeSent>; each
 *   screen gives the endpoint it needs (noLogin, register, Firebase).
 *
 * A view reads `context.secondsLeft` and matches tags `sending`, `counting`.
 */
import { assign, fromPromise, setup } from "xstate";
import { SMS_DEFAULT_COUNTDOWN_MS, SMS_TICK_MS } from "./timings.ts";

export interface SmsCodeRequest {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
}

/** `value` of the send response: when the code expires, in epoch milliseconds. */
export interface SmsCodeSent {
  readonly expirationTime?: number | null;
}

export interface SmsCountdownContext {
  readonly request: SmsCodeRequest | undefined;
  /** Epoch ms the countdown runs to. */
  readonly expiresAt: number;
  /** Milliseconds left at the last tick. */
  readonly remainingMs: number;
  /** What the button shows: whole seconds left, rounded up. */
  readonly secondsLeft: number;
}

export type SmsCountdownEvent = { type: "code.send" } & SmsCodeRequest;

function remainingAt(expiresAt: number): Pick<SmsCountdownContext, "remainingMs" | "secondsLeft"> {
  // Measured against the clock, not counted in ticks, so a throttled background tab stays right.
  const remainingMs = Math.max(0, expiresAt - Date.now());
  return { remainingMs, secondsLeft: Math.ceil(remainingMs / 1000) };
}

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    tags: {} as "sending" | "counting",
  },
  actors: {
    sendSmsCode: fromPromise<SmsCodeSent, SmsCodeRequest>(async () => {
      throw new Error("smsCountdownMachine: provide the 'sendSmsCode' actor");
    }),
  },
  actions: {
    keepRequest: assign({ request: (_, request: SmsCodeRequest) => request }),
    startCountdown: assign((_, sent: SmsCodeSent | undefined) => {
      const expiresAt = sent?.expirationTime ?? Date.now() + SMS_DEFAULT_COUNTDOWN_MS;
      return { expiresAt, ...remainingAt(expiresAt) };
    }),
    tick: assign(({ context }) => remainingAt(context.expiresAt)),
    reset: assign({ expiresAt: 0, remainingMs: 0, secondsLeft: 0 }),
  },
  guards: {
    expired: ({ context }) => context.remainingMs <= 0,
  },
  delays: {
    // spec §4, §9
    smsTick: SMS_TICK_MS,
  },
}).createMachine({
  id: "smsCountdown",
  initial: "idle",
  context: { request: undefined, expiresAt: 0, remainingMs: 0, secondsLeft: 0 },
  states: {
    idle: {
      entry: "reset",
      on: {
        "code.send": {
          target: "sending",
          actions: {
            type: "keepRequest",
            params: ({ event }) => ({ mobileNum: event.mobileNum, countryDialingCode: event.countryDialingCode }),
          },
        },
      },
    },
    sending: {
      tags: ["sending"],
      invoke: {
        id: "sendSmsCode",
        src: "sendSmsCode",
        input: ({ context }) => context.request ?? { mobileNum: "", countryDialingCode: "" },
        onDone: { target: "counting", actions: { type: "startCountdown", params: ({ event }) => event.output } },
        onError: { target: "idle" },
      },
    },
    counting: {
      tags: ["counting"],
      always: { guard: "expired", target: "idle" },
      after: {
        smsTick: { target: "counting", reenter: true, actions: "tick" },
      },
    },
  },
});
