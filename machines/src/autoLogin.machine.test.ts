import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { autoLoginEffects, autoLoginMachine, type AutoLoginInput } from "./autoLogin.machine.ts";
import type { ChallengeResult } from "./botCheck.machine.ts";
import type { LoginResult } from "./sdkTypes.ts";
import { childState, fakeAutoLogin } from "./testing/accountChildren.ts";
import { apiFailure, failureShown } from "./testing/failures.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { BOT_CHECK_TIMEOUT_MS } from "./timings.ts";

const recorder = createStateRecorder("autoLogin");
const account = { username: "new_player", password: "s3cret-pw" };
const member: LoginResult = { token: "tok-9", userName: "new_player", customerType: 0, firstTimeLogin: false };
const passed: ChallengeResult = { captcha_id: "7c1d9e2f", lot_number: "lot2", pass_token: "pass2", gen_time: "1795282801", captcha_output: "out2" };
const askedForBotCheck = () => apiFailure("Please complete the verification", { errorCode: "geetest_captcha_err" });

function start(botCheckFirst = false) {
  const { logins, botCheck, logic } = fakeAutoLogin();
  const input: AutoLoginInput = { ...account, botCheckFirst };
  const actor = createActor(logic, { input, inspect: recorder.inspect }).start();
  return { actor, logins, challengeIds: botCheck.challengeIds, challenges: botCheck.challenges };
}

/** The challenge is on screen: its id loaded, the provider running. */
async function challenging(started: ReturnType<typeof start>) {
  expect(started.actor.getSnapshot().value).toBe("botCheck");
  expect(started.challengeIds.calls).toEqual([{ product: "login" }]);
  started.challengeIds.next().resolve({ gt: "7c1d9e2f" });
  await settle();
  expect(started.challenges.calls).toEqual([{ gt: "7c1d9e2f", product: "login" }]);
  return started;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("automatic login, the login going first", () => {
  it("logs in with the account as a username login and ends with the result", async () => {
    const { actor, logins, challengeIds } = start();
    expect(actor.getSnapshot().value).toBe("loggingIn");
    expect(logins.calls).toEqual([{ type: "username", username: "new_player", password: "s3cret-pw" }]);
    logins.next().resolve(member);
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: "loggedIn", result: member });
    expect(challengeIds.calls).toHaveLength(0);
  });

  it("a refused login ends refused with its failure, unchallenged", async () => {
    const { actor, logins, challengeIds } = start();
    logins.next().reject(apiFailure("system busy"));
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: "refused", message: failureShown("system busy") });
    expect(challengeIds.calls).toHaveLength(0);
  });

  it("a login that asks for the bot check is challenged once and sent once more with the result", async () => {
    const started = start();
    started.logins.next().reject(askedForBotCheck());
    await settle();
    await challenging(started);
    expect(childState(started.actor, "botCheck")).toBe("challenging");
    started.challenges.next().resolve(passed);
    await settle();
    expect(started.actor.getSnapshot().value).toBe("loggingIn");
    expect(started.logins.calls).toEqual([
      { type: "username", username: "new_player", password: "s3cret-pw" },
      { type: "username", username: "new_player", password: "s3cret-pw", geetestValidateV4: passed },
    ]);
    started.logins.next().resolve(member);
    await settle();
    expect(started.actor.getSnapshot().output).toEqual({ outcome: "loggedIn", result: member });
  });

  it("never in a loop: a second request for the check ends refused with it", async () => {
    const started = start();
    started.logins.next().reject(askedForBotCheck());
    await settle();
    await challenging(started);
    started.challenges.next().resolve(passed);
    await settle();
    started.logins.next().reject(askedForBotCheck());
    await settle();
    expect(started.actor.getSnapshot().output).toEqual({
      outcome: "refused",
      message: failureShown("Please complete the verification", { errorCode: "geetest_captcha_err" }),
    });
    expect(started.challengeIds.calls).toHaveLength(1);
    expect(started.logins.calls).toHaveLength(2);
  });
});

describe("automatic login with the bot check first (GEETEST3)", () => {
  it("challenges before any login; the one login carries the result", async () => {
    const started = await challenging(start(true));
    expect(started.logins.calls).toHaveLength(0);
    started.challenges.next().resolve(passed);
    await settle();
    expect(started.logins.calls).toEqual([{ type: "username", username: "new_player", password: "s3cret-pw", geetestValidateV4: passed }]);
    started.logins.next().resolve(member);
    await settle();
    expect(started.actor.getSnapshot().output).toEqual({ outcome: "loggedIn", result: member });
  });

  it("a login that still asks for the check is not challenged again", async () => {
    const started = await challenging(start(true));
    started.challenges.next().resolve(passed);
    await settle();
    started.logins.next().reject(askedForBotCheck());
    await settle();
    expect(started.actor.getSnapshot().output).toMatchObject({ outcome: "refused" });
    expect(started.challengeIds.calls).toHaveLength(1);
  });

  it("cancelled: refused saying the check is needed, no login", async () => {
    const started = await challenging(start(true));
    started.challenges.next().reject({ cancelled: true });
    await settle();
    expect(started.actor.getSnapshot().output).toEqual({ outcome: "refused", message: { key: "bot_check_cancelled" } });
    expect(started.logins.calls).toHaveLength(0);
  });

  it("failed: refused with the provider's failure, no login", async () => {
    const started = await challenging(start(true));
    started.challenges.next().reject(new Error("gt4.js did not load"));
    await settle();
    expect(started.actor.getSnapshot().output).toEqual({ outcome: "refused", message: { failure: { kind: "unknown", captchaRequired: false } } });
    expect(started.logins.calls).toHaveLength(0);
  });

  it(`a provider that never answers is refused after BOT_CHECK_TIMEOUT_MS (${BOT_CHECK_TIMEOUT_MS / 1000} s), not before`, async () => {
    const started = await challenging(start(true));
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS - 1);
    expect(started.actor.getSnapshot().value).toBe("botCheck");
    await vi.advanceTimersByTimeAsync(1);
    expect(started.actor.getSnapshot().output).toEqual({ outcome: "refused", message: { key: "bot_check_failed" } });
    expect(started.logins.calls).toHaveLength(0);
  });

  it("stopped mid-challenge, it leaves no timer running", async () => {
    const started = await challenging(start(true));
    expect(vi.getTimerCount()).toBe(1);
    started.actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("what the parent does at the end", () => {
  it("a login keeps the session and the typed password, then opens the next page", () => {
    expect(autoLoginEffects({ outcome: "loggedIn", result: member }, "mc_demo", account)).toEqual([
      { type: "storeSession", params: { token: "tok-9", merchantCode: "mc_demo", userName: "new_player", type: 0, firstTimeLogin: false } },
      { type: "storeSessionPassword", params: { password: "s3cret-pw" } },
      { type: "navigate", params: { to: "/m/home" } },
    ]);
  });

  it("a refusal shows and tells why, then opens /m/login with the account filled in", () => {
    const message = { key: "bot_check_cancelled" } as const;
    expect(autoLoginEffects({ outcome: "refused", message }, "mc_demo", account)).toEqual([
      { type: "showMessage", params: { message } },
      { type: "tellMember", params: { message } },
      { type: "navigate", params: { to: "/m/login", username: "new_player" } },
    ]);
  });
});

describe("what the parent does at the end, when it names what it did before the login (forgot password)", () => {
  const done = { key: "password_set" } as const;

  it("a login also announces it", () => {
    expect(autoLoginEffects({ outcome: "loggedIn", result: member }, "mc_demo", account, done).slice(-2)).toEqual([
      { type: "navigate", params: { to: "/m/home" } },
      { type: "announce", params: { message: done } },
    ]);
  });

  it("a refusal opens /m/login saying it, with the reason, instead of a bare error", () => {
    const message = { key: "bot_check_failed" } as const;
    expect(autoLoginEffects({ outcome: "refused", message }, "mc_demo", account, done)).toEqual([
      { type: "showMessage", params: { message } },
      { type: "navigate", params: { to: "/m/login", username: "new_player", notice: done, reason: message } },
    ]);
  });
});

describe("automatic login: coverage", () => {
  it("every reachable state is visited by a test above", () => {
    const events = [
      { type: "xstate.error.actor.login", error: { errorCode: "geetest_captcha_err" } },
      { type: "xstate.done.actor.botCheck", output: { outcome: "passed", result: passed } },
      { type: "xstate.done.actor.login", output: member },
    ];
    const reachable = reachableStates(autoLoginMachine, [
      { input: { ...account, botCheckFirst: false }, events },
      { input: { ...account, botCheckFirst: true }, events },
    ]);
    // `starting` only chooses the first step by an eventless transition: the machine never rests in it.
    expect(reachable).toEqual(definedStates(autoLoginMachine).filter((state) => state !== "starting"));
    const report = printCoverage(coverageReport("autoLogin", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});
