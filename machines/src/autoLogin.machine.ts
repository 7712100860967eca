/**
 * The automatic login behind the bot check (one child for
 * the account machines that log the member in by themselves, registration
 * (spec §8 'registered successfully, about to log in' with a challenge step)
 * and set-password-by-phone (spec §4 "bot check on")): a username login with
 * the new credentials, challenged first when `botCheckFirst` (GEETEST3) is on,
 * or once when the login answers an errorCode containing `geetest`
 * (reference §1.3) and then sent once more with the result
 * (`geetestValidateV4`). A second such answer is not challenged again.
 *
 * Input: AutoLoginInput.
 *
 * The app provides:
 * - actor `login`: (LoginPayload) => Promise<LoginResult>.
 * - actor `botCheck`: botCheckMachine with its actors provided.
 *
 * Output (its final state's): AutoLoginOutcome: logged in with the result, or
 * refused with what the member reads (the login's failure, or why the check
 * did not pass). The parent keeps the session (loggedInEffects) or sends the
 * member to /m/login with the reason; autoLoginEffects says which.
 */
import { assign, enqueueActions, fromPromise, setup, type DoneActorEvent, type EventObject } from "xstate";
import { loggedInEffects, type LoggedInEffect } from "./accountForm.ts";
import { asksForBotCheck, botCheckMachine, botCheckRefusal, passedChallenge, type ChallengeResult } from "./botCheck.machine.ts";
import { failureMessage, type Message } from "./messages.ts";
import type { LoginPayload, LoginResult } from "./sdkTypes.ts";

export interface AutoLoginInput {
  readonly username: string;
  readonly password: string;
  /** GEETEST3: the challenge comes before the login, not only when the login asks for it. */
  readonly botCheckFirst: boolean;
}

export type AutoLoginOutcome = { readonly outcome: "loggedIn"; readonly result: LoginResult } | { readonly outcome: "refused"; readonly message: Message };

interface AutoLoginContext extends AutoLoginInput {
  /** The check's result once passed: the login carries it, and no second challenge follows. */
  readonly challenge: ChallengeResult | undefined;
  readonly outcome: AutoLoginOutcome | undefined;
}

/** An effect of the automatic login's end, as the parent's action. */
export type AutoLoginEffect =
  | LoggedInEffect
  | { readonly type: "showMessage"; readonly params: { readonly message: Message } }
  | { readonly type: "tellMember"; readonly params: { readonly message: Message } }
  | { readonly type: "navigate"; readonly params: AutoLoginRefusedPage }
  | { readonly type: "announce"; readonly params: { readonly message: Message } };

/**
 * /m/login after a refused automatic login: the account to fill in and, when
 * the parent said what it had done before the login (`done`), that word and
 * the reason, for the login page to show together.
 */
interface AutoLoginRefusedPage {
  readonly to: "/m/login";
  readonly username: string;
  readonly notice?: Message;
  readonly reason?: Message;
}

/**
 * What the parent does once the automatic login ended: a login keeps the
 * session and opens the next page (loggedInEffects); a refusal shows why in
 * the form (`showMessage`), tells the member (`tellMember`, the form's own
 * alert leaves with the screen) and opens /m/login with the account filled
 * in (the account exists or the password is set: only the login is left to
 * do by hand).
 *
 * `done`: what the parent did before the login, in words (forgot
 * password: the password is changed). A login then also `announce`s it; a
 * refusal opens /m/login with it and the reason (the page says both: what
 * was done, and to log in by hand), instead of a bare `tellMember`.
 */
export function autoLoginEffects(outcome: AutoLoginOutcome, merchantCode: string, account: AutoLoginAccount, done?: Message): AutoLoginEffect[] {
  if (outcome.outcome === "loggedIn") {
    const loggedIn: AutoLoginEffect[] = loggedInEffects(outcome.result, merchantCode, account.password);
    return done === undefined ? loggedIn : [...loggedIn, { type: "announce", params: { message: done } }];
  }
  const shown: AutoLoginEffect = { type: "showMessage", params: { message: outcome.message } };
  if (done !== undefined) return [shown, { type: "navigate", params: { to: "/m/login", username: account.username, notice: done, reason: outcome.message } }];
  return [shown, { type: "tellMember", params: { message: outcome.message } }, { type: "navigate", params: { to: "/m/login", username: account.username } }];
}

export type AutoLoginAccount = Pick<AutoLoginInput, "username" | "password">;

/** What a parent that runs the automatic login keeps: its merchant and GEETEST3's switch. */
export interface AutoLoginParentContext {
  readonly merchantCode: string;
  readonly botCheckBeforeLogin: boolean;
}

/**
 * The parent's invoke of its `autoLogin` child (registration, forgot
 * password): the account `accountOf` reads from its context, challenged first
 * with its botCheckBeforeLogin; when done, autoLoginEffects as its actions
 * (with `done`, what the parent did before the login, when given), ending in
 * its final state `done` after a login, `toLogin` after a refusal.
 */
export function invokeAutoLogin<TContext extends AutoLoginParentContext, TEvent extends EventObject>(accountOf: (context: TContext) => AutoLoginAccount, done?: Message) {
  type Done = DoneActorEvent<AutoLoginOutcome>;
  const end = enqueueActions<TContext, Done, undefined, TEvent, never, AutoLoginEffect, never, never, never>(({ context, event, enqueue }) => {
    for (const effect of autoLoginEffects(event.output, context.merchantCode, accountOf(context), done)) enqueue(effect);
  });
  return {
    id: "autoLogin",
    src: "autoLogin",
    input: ({ context }: { context: TContext }): AutoLoginInput => ({ ...accountOf(context), botCheckFirst: context.botCheckBeforeLogin }),
    onDone: [
      { guard: ({ event }: { event: Done }) => event.output.outcome === "loggedIn", target: "done", actions: end },
      { target: "toLogin", actions: end },
    ],
  } as const;
}

function refused(message: Message): AutoLoginOutcome {
  return { outcome: "refused", message };
}

export const autoLoginMachine = setup({
  types: {
    context: {} as AutoLoginContext,
    input: {} as AutoLoginInput,
    output: {} as AutoLoginOutcome,
  },
  actors: {
    botCheck: botCheckMachine,
    login: fromPromise<LoginResult, LoginPayload>(async () => {
      throw new Error("autoLoginMachine: provide the 'login' actor");
    }),
  },
}).createMachine({
  id: "autoLogin",
  context: ({ input }) => ({ ...input, challenge: undefined, outcome: undefined }),
  initial: "starting",
  // `done` is entered only with an outcome set; the fallback satisfies the type.
  output: ({ context }) => context.outcome ?? refused({ key: "bot_check_failed" }),
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.botCheckFirst, target: "botCheck" }, { target: "loggingIn" }],
    },
    loggingIn: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({
          type: "username" as const,
          username: context.username,
          password: context.password,
          ...(context.challenge === undefined ? {} : { geetestValidateV4: context.challenge }),
        }),
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => ({ outcome: "loggedIn" as const, result: event.output }) }) },
        onError: [
          // reference §1.3: the login wants the bot check; once, never in a loop.
          { guard: ({ context, event }) => context.challenge === undefined && asksForBotCheck(event.error), target: "botCheck" },
          { target: "done", actions: assign({ outcome: ({ event }) => refused(failureMessage(event.error)) }) },
        ],
      },
    },
    botCheck: {
      invoke: {
        id: "botCheck",
        src: "botCheck",
        input: { product: "login" as const },
        onDone: [
          {
            guard: ({ event }) => passedChallenge(event.output) !== undefined,
            target: "loggingIn",
            actions: assign({ challenge: ({ event }) => passedChallenge(event.output) }),
          },
          { target: "done", actions: assign({ outcome: ({ event }) => refused(botCheckRefusal(event.output)) }) },
        ],
      },
    },
    done: { type: "final" },
  },
});
