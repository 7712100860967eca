// Test-only: the shared children of the account machines with fake calls the
// test settles: the bot check with a fake challenge provider, the
// automatic login around it, Firebase's code check. One way every parent's
// test builds them, and reads which state a child is in.
import { fromPromise, type AnyActorRef } from "xstate";
import { autoLoginMachine } from "../autoLogin.machine.ts";
import { botCheckMachine, type BotCheckProduct, type ChallengeResult } from "../botCheck.machine.ts";
import { firebaseSmsMachine, type FirebaseCodeCheck } from "../firebaseSms.machine.ts";
import type { LoginPayload, LoginResult } from "../sdkTypes.ts";
import { callQueue } from "./deferred.ts";

/** The bot check with a fake provider: the test passes, fails or cancels it. */
export function fakeBotCheck() {
  const challengeIds = callQueue<{ product: BotCheckProduct }, { gt: string }>();
  const challenges = callQueue<{ gt: string; product: BotCheckProduct }, ChallengeResult>();
  const logic = botCheckMachine.provide({
    actors: {
      loadChallenge: fromPromise(({ input }) => challengeIds.call(input)),
      runChallenge: fromPromise(({ input }) => challenges.call(input)),
    },
  });
  return { challengeIds, challenges, logic };
}

/** The automatic login with a fake login call and a fake bot check. */
export function fakeAutoLogin(botCheck = fakeBotCheck()) {
  const logins = callQueue<LoginPayload, LoginResult>();
  const logic = autoLoginMachine.provide({
    actors: {
      login: fromPromise(({ input }) => logins.call(input)),
      botCheck: botCheck.logic,
    },
  });
  return { logins, botCheck, logic };
}

/** Firebase's code check with a fake verification call. */
export function fakeFirebaseSms() {
  const checks = callQueue<FirebaseCodeCheck, { idToken: string }>();
  const logic = firebaseSmsMachine.provide({ actors: { verifyFirebaseCode: fromPromise(({ input }) => checks.call(input)) } });
  return { checks, logic };
}

/** The state value of a parent's child actor by its id; undefined when that child is not running. */
export function childState(parent: AnyActorRef, id: string): unknown {
  const child = (parent.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];
  return (child?.getSnapshot() as { value?: unknown } | undefined)?.value;
}
