import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { asksForBotCheck, botCheckMachine, isCancellation, type BotCheckProduct, type ChallengeResult } from "./botCheck.machine.ts";
import { callQueue } from "./testing/deferred.ts";
import { apiFailure } from "./testing/failures.ts";
import { settle } from "./testing/settle.ts";
import { BOT_CHECK_TIMEOUT_MS } from "./timings.ts";

const passedChallenge: ChallengeResult = {
  captcha_id: "4f7a2c9e1b3d5f8a0c2e4b6d8f1a3c5e",
  lot_number: "a1b2c3d4e5f6",
  pass_token: "pass_0123456789",
  gen_time: "1795282800",
  captcha_output: "out_abcdef",
};

function start(product: BotCheckProduct = "register") {
  const loads = callQueue<{ product: BotCheckProduct }, { gt: string }>();
  const challenges = callQueue<{ gt: string; product: BotCheckProduct }, ChallengeResult>();
  const machine = botCheckMachine.provide({
    actors: {
      loadChallenge: fromPromise(({ input }) => loads.call(input)),
      runChallenge: fromPromise(({ input }) => challenges.call(input)),
    },
  });
  const actor = createActor(machine, { input: { product } }).start();
  return { actor, loads, challenges };
}

async function challenging() {
  const started = start();
  started.loads.next().resolve({ gt: "4f7a2c9e1b3d5f8a0c2e4b6d8f1a3c5e" });
  await settle();
  return started;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("bot check machine (a fake provider)", () => {
  it("asks the server for the challenge id, then runs the provider with it", async () => {
    const { actor, loads, challenges } = await challenging();
    expect(loads.calls).toEqual([{ product: "register" }]);
    expect(challenges.calls).toEqual([{ gt: "4f7a2c9e1b3d5f8a0c2e4b6d8f1a3c5e", product: "register" }]);
    expect(actor.getSnapshot().value).toBe("challenging");
  });

  it("passes with the provider's result", async () => {
    const { actor, challenges } = await challenging();
    challenges.next().resolve(passedChallenge);
    await settle();
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ outcome: "passed", result: passedChallenge });
  });

  it("fails when the provider fails, with the failure as the message", async () => {
    const { actor, challenges } = await challenging();
    challenges.next().reject(new Error("gt4.js did not load"));
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ outcome: "failed", error: { failure: { kind: "unknown" } } });
  });

  it("is cancelled when the member closes the challenge", async () => {
    const { actor, challenges } = await challenging();
    challenges.next().reject({ cancelled: true });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: "cancelled" });
  });

  it("fails when the challenge id does not load (the switch is off)", async () => {
    const { actor, loads, challenges } = start();
    loads.next().reject(apiFailure("This function is not available", { errorCode: "function.not.available" }));
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ outcome: "failed" });
    expect(challenges.calls).toHaveLength(0);
  });

  it(`fails after ${BOT_CHECK_TIMEOUT_MS / 1000} s without an answer from the provider`, async () => {
    const { actor } = await challenging();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe("challenging");
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: "failed", error: { key: "bot_check_failed" } });
  });
});

describe("reading the server and the provider", () => {
  it("sees the bot check asked for in any errorCode containing geetest", () => {
    expect(asksForBotCheck({ errorCode: "geetest_captcha_err" })).toBe(true);
    expect(asksForBotCheck({ errorCode: "register.GEETEST.required" })).toBe(true);
    expect(asksForBotCheck({ errorCode: "username.exists" })).toBe(false);
    expect(asksForBotCheck(new Error("geetest"))).toBe(false);
    expect(asksForBotCheck(null)).toBe(false);
  });

  it("tells a cancellation from a failure", () => {
    expect(isCancellation({ cancelled: true })).toBe(true);
    expect(isCancellation(new Error("closed"))).toBe(false);
    expect(isCancellation(undefined)).toBe(false);
  });
});
