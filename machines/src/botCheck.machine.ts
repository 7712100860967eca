/**
 * The bot check (spec §4 "challenge step", reference §1.3): the
 * challenge id from the server, then the provider's challenge (GeeTest v4,
 * loaded lazily by the app), ending passed with its result, failed, or
 * cancelled by the member. Used by registration when the server answers an
 * errorCode containing `geetest` (sent once more with the result, never in a
 * loop) and before the automatic logins of registration and set-password.
 *
 * Input: { product } (what the check protects: register, login, sms).
 *
 * The app provides:
 * - actor `loadChallenge`: ({ product }) => Promise<{ gt }> (GET /wps/captcha/geetest).
 * - actor `runChallenge`: ({ gt, product }) => Promise<ChallengeResult>; rejects
 *   with `{ cancelled: true }` when the member closes it, anything else when it fails.
 *
 * Output (its final state's): BotCheckOutcome.
 */
import { assign, fromPromise, setup } from "xstate";
import { failureMessage, keyMessage, type Message } from "./messages.ts";
import { BOT_CHECK_TIMEOUT_MS } from "./timings.ts";

export type BotCheckProduct = "register" | "login" | "sms";

/** GeeTest v4's getValidate(), sent as `geetestValidateV4`. */
export interface ChallengeResult {
  readonly captcha_id: string;
  readonly lot_number: string;
  readonly pass_token: string;
  readonly gen_time: string;
  readonly captcha_output: string;
}

export type BotCheckOutcome =
  | { readonly outcome: "passed"; readonly result: ChallengeResult }
  | { readonly outcome: "failed"; readonly error: Message }
  | { readonly outcome: "cancelled" };

interface BotCheckContext {
  readonly product: BotCheckProduct;
  readonly gt: string | undefined;
  readonly outcome: BotCheckOutcome | undefined;
}

/** Whether a provider's rejection is the member closing the challenge. */
export function isCancellation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { cancelled?: unknown }).cancelled === true;
}

/** spec reference §1.3: the server asks for the bot check with an errorCode containing `geetest`. */
export function asksForBotCheck(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { errorCode?: unknown }).errorCode : undefined;
  return typeof code === "string" && code.toLowerCase().includes("geetest");
}

/** The result a passed check carries; undefined when it did not pass. */
export function passedChallenge(outcome: BotCheckOutcome): ChallengeResult | undefined {
  return outcome.outcome === "passed" ? outcome.result : undefined;
}

/** What the member reads when the check did not pass (for a passed one, that it failed: never shown). */
export function botCheckRefusal(outcome: BotCheckOutcome): Message {
  if (outcome.outcome === "failed") return outcome.error;
  return keyMessage(outcome.outcome === "cancelled" ? "bot_check_cancelled" : "bot_check_failed");
}

export const botCheckMachine = setup({
  types: {
    context: {} as BotCheckContext,
    input: {} as { product: BotCheckProduct },
    output: {} as BotCheckOutcome,
    tags: {} as "busy",
  },
  actors: {
    loadChallenge: fromPromise<{ gt: string }, { product: BotCheckProduct }>(async () => {
      throw new Error("botCheckMachine: provide the 'loadChallenge' actor");
    }),
    runChallenge: fromPromise<ChallengeResult, { gt: string; product: BotCheckProduct }>(async () => {
      throw new Error("botCheckMachine: provide the 'runChallenge' actor");
    }),
  },
  delays: { challengeTimeout: BOT_CHECK_TIMEOUT_MS },
}).createMachine({
  id: "botCheck",
  context: ({ input }) => ({ product: input.product, gt: undefined, outcome: undefined }),
  initial: "loading",
  output: ({ context }) => context.outcome ?? { outcome: "cancelled" },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadChallenge",
        input: ({ context }) => ({ product: context.product }),
        onDone: { target: "challenging", actions: assign({ gt: ({ event }) => event.output.gt }) },
        onError: { target: "done", actions: assign({ outcome: ({ event }) => ({ outcome: "failed" as const, error: failureMessage(event.error) }) }) },
      },
    },
    challenging: {
      invoke: {
        src: "runChallenge",
        input: ({ context }) => ({ gt: context.gt ?? "", product: context.product }),
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => ({ outcome: "passed" as const, result: event.output }) }) },
        onError: [
          { guard: ({ event }) => isCancellation(event.error), target: "done", actions: assign({ outcome: { outcome: "cancelled" as const } }) },
          { target: "done", actions: assign({ outcome: ({ event }) => ({ outcome: "failed" as const, error: failureMessage(event.error) }) }) },
        ],
      },
      after: {
        challengeTimeout: { target: "done", actions: assign({ outcome: { outcome: "failed" as const, error: { key: "bot_check_failed" } } }) },
      },
    },
    done: { type: "final" },
  },
});
