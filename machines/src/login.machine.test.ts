import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { captchaMachine } from "./captcha.machine.ts";
import { loginMachine, type LoginInput, type RememberedLogin } from "./login.machine.ts";
import type { LoginPayload, LoginResult } from "./sdkTypes.ts";
import { smsCountdownMachine, type SmsCodeRequest, type SmsCodeSent } from "./smsCountdown.machine.ts";
import { fakeFirebaseSms } from "./testing/accountChildren.ts";
import { actorErrors } from "./testing/actorErrors.ts";
import { callQueue } from "./testing/deferred.ts";
import { fieldChanges } from "./testing/fieldChanges.ts";
import { startWithEffects } from "./testing/startWithEffects.ts";
import { apiFailure, failureShown, unknownFailureShown } from "./testing/failures.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";

const recorder = createStateRecorder("login");

const baseInput: LoginInput = { merchantCode: "mc_demo", smsLoginEnabled: true, defaultCountryDialingCode: "60" };
const member: LoginResult = { token: "tok-1", userName: "player_one", customerType: 0, firstTimeLogin: false };

function start(input: Partial<LoginInput> = {}) {
  const logins = callQueue<LoginPayload, LoginResult>();
  const { checks, logic: firebaseSms } = fakeFirebaseSms();
  const captchas = callQueue<void, string>();
  const sends = callQueue<SmsCodeRequest, SmsCodeSent>();
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(({ input: payload }) => logins.call(payload)),
      firebaseSms,
      captcha: captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => captchas.call()) } }),
      smsCountdown: smsCountdownMachine.provide({ actors: { sendSmsCode: fromPromise(({ input: req }) => sends.call(req)) } }),
    },
  });
  const { actor, effects } = startWithEffects(machine, {
    input: { ...baseInput, ...input },
    effects: ["storeSession", "storeSessionPassword", "storeRememberedLogin", "clearRememberedLogin", "requireCaptcha", "navigate"],
    inspect: recorder.inspect,
  });
  const type = (field: "username" | "password" | "mobileNum" | "verificationCode" | "captcha" | "countryDialingCode", value: string) =>
    actor.send({ type: "field.change", field, value });
  return { actor, logins, checks, captchas, sends, effects, type };
}

function effectNames(effects: [string, unknown][]) {
  return effects.map(([name]) => name);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("login machine: start", () => {
  it("starts on the username method with empty fields and the default dialing code", () => {
    const { actor, logins } = start();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(context.method).toBe("username");
    expect(context.values).toEqual({ username: "", password: "", mobileNum: "", countryDialingCode: "60", verificationCode: "", captcha: "" });
    expect(context.remember).toBe(false);
    expect(logins.calls).toHaveLength(0);
  });

  it("fills a remembered username login and ticks remember (spec §3)", () => {
    const remembered: RememberedLogin = { type: "username", username: "saved_user", password: "saved-pass", countryDialingCode: "63" };
    const { actor } = start({ remembered });
    expect(actor.getSnapshot().context.values).toMatchObject({ username: "saved_user", password: "saved-pass", countryDialingCode: "63" });
    expect(actor.getSnapshot().context.remember).toBe(true);
  });

  it("fills the account it was sent here with, on the username tab (after an automatic login that did not happen)", () => {
    const sent = start({ username: "lucky_star88" });
    expect(sent.actor.getSnapshot().context.values).toMatchObject({ username: "lucky_star88", password: "" });
    expect(sent.actor.getSnapshot().context.remember).toBe(false);
    // Another account's remembered record is not mixed in; the same account's keeps its password and tick.
    const other = start({ username: "lucky_star88", remembered: { type: "sms", username: "123456789", password: "" } });
    expect(other.actor.getSnapshot().context.method).toBe("username");
    expect(other.actor.getSnapshot().context.values).toMatchObject({ username: "lucky_star88", password: "", mobileNum: "" });
    const same = start({ username: "saved_user", remembered: { type: "username", username: "saved_user", password: "saved-pass" } });
    expect(same.actor.getSnapshot().context.values).toMatchObject({ username: "saved_user", password: "saved-pass" });
    expect(same.actor.getSnapshot().context.remember).toBe(true);
  });

  it("opens on the SMS method for a remembered SMS login when SMS login is on", () => {
    const remembered: RememberedLogin = { type: "sms", username: "123456789", password: "" };
    const { actor } = start({ remembered });
    expect(actor.getSnapshot().context.method).toBe("sms");
    expect(actor.getSnapshot().context.values.mobileNum).toBe("123456789");
    expect(actor.getSnapshot().context.remember).toBe(true);
  });

  it("ignores a remembered SMS login when SMS login is off (spec §4)", () => {
    const remembered: RememberedLogin = { type: "sms", username: "123456789", password: "" };
    const { actor } = start({ remembered, smsLoginEnabled: false });
    expect(actor.getSnapshot().context.method).toBe("username");
    expect(actor.getSnapshot().context.values.mobileNum).toBe("");
    expect(actor.getSnapshot().context.remember).toBe(false);
    expect(actor.getSnapshot().context.remembered).toBeNull();
  });
});

describe("login machine: method switch", () => {
  it("switches to SMS only when SMS login is on", () => {
    const off = start({ smsLoginEnabled: false });
    off.actor.send({ type: "method.switch", method: "sms" });
    expect(off.actor.getSnapshot().context.method).toBe("username");
    const on = start();
    on.actor.send({ type: "method.switch", method: "sms" });
    expect(on.actor.getSnapshot().context.method).toBe("sms");
  });

  it("does nothing when switching to the method already shown", async () => {
    const { actor, captchas, logins } = start();
    actor.send({ type: "method.switch", method: "username" });
    expect(actor.getSnapshot().context.method).toBe("username");
    // no captcha is refreshed either
    await failLogin(actor, logins, true);
    const before = captchas.calls.length;
    actor.send({ type: "method.switch", method: "username" });
    expect(captchas.calls).toHaveLength(before);
  });

  it("reloads the remembered credentials of the method switched to (spec §4)", () => {
    const remembered: RememberedLogin = { type: "username", username: "saved_user", password: "saved-pass" };
    const { actor, type } = start({ remembered });
    type("username", "typed_over");
    actor.send({ type: "method.switch", method: "sms" });
    expect(actor.getSnapshot().context.remember).toBe(false);
    actor.send({ type: "method.switch", method: "username" });
    expect(actor.getSnapshot().context.values.username).toBe("saved_user");
    expect(actor.getSnapshot().context.remember).toBe(true);
  });

  it("keeps what was typed when the other method has nothing remembered", () => {
    const { actor, type } = start();
    type("username", "someone");
    actor.send({ type: "method.switch", method: "sms" });
    actor.send({ type: "method.switch", method: "username" });
    expect(actor.getSnapshot().context.values.username).toBe("someone");
  });

  it("refreshes the captcha on switch when it is shown, not when hidden (spec §4)", async () => {
    const { actor, captchas, logins } = start();
    actor.send({ type: "method.switch", method: "sms" });
    expect(captchas.calls).toHaveLength(0);
    actor.send({ type: "method.switch", method: "username" });
    await failLogin(actor, logins, true);
    captchas.next().resolve("img-1");
    await settle();
    actor.send({ type: "method.switch", method: "sms" });
    expect(captchas.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.captcha.getSnapshot().value).toBe("loading");
  });
});

describe("login machine: a remembered password is used but never revealed", () => {
  const remembered: RememberedLogin = { type: "username", username: "saved_user", password: "saved-pass" };

  it("holds the remembered password from the start, and logs in with it as is", async () => {
    const { actor, logins } = start({ remembered });
    expect(actor.getSnapshot().context.rememberedPassword).toBe("held");
    actor.send({ type: "submit" });
    expect(logins.calls[0]).toMatchObject({ username: "saved_user", password: "saved-pass" });
  });

  it("clears a held password when the member asks to see it, and what they type next is theirs", () => {
    const { actor, type } = start({ remembered });
    actor.send({ type: "password.reveal" });
    expect(actor.getSnapshot().context.values.password).toBe("");
    expect(actor.getSnapshot().context.rememberedPassword).toBe("cleared");
    type("password", "n");
    expect(actor.getSnapshot().context.rememberedPassword).toBe("typed");
    // Revealing what the member typed changes nothing.
    actor.send({ type: "password.reveal" });
    expect(actor.getSnapshot().context.values.password).toBe("n");
  });

  it("still holds it after an edit (part of it is there) and lets go only once the field is emptied", () => {
    const { actor, type } = start({ remembered });
    type("password", "saved-pa");
    expect(actor.getSnapshot().context.rememberedPassword).toBe("held");
    actor.send({ type: "password.reveal" });
    expect(actor.getSnapshot().context.values.password).toBe("");
    const emptied = start({ remembered });
    emptied.type("password", "");
    emptied.type("password", "mine");
    expect(emptied.actor.getSnapshot().context.rememberedPassword).toBe("typed");
    emptied.actor.send({ type: "password.reveal" });
    expect(emptied.actor.getSnapshot().context.values.password).toBe("mine");
  });

  it("holds it again when switching back refills it, and drops the error under a cleared field", () => {
    const { actor, type } = start({ remembered });
    type("password", "");
    type("password", "typed-pass");
    actor.send({ type: "method.switch", method: "sms" });
    actor.send({ type: "method.switch", method: "username" });
    expect(actor.getSnapshot().context.values.password).toBe("saved-pass");
    expect(actor.getSnapshot().context.rememberedPassword).toBe("held");
    actor.send({ type: "password.reveal" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors.password).toBeDefined();
    type("password", "x");
    actor.send({ type: "password.reveal" });
    expect(actor.getSnapshot().context.values.password).toBe("x");
  });

  it("has nothing to hold without a remembered password (an SMS record, or the account it was sent with)", () => {
    expect(start().actor.getSnapshot().context.rememberedPassword).toBe("typed");
    expect(start({ remembered: { type: "sms", username: "123456789", password: "" } }).actor.getSnapshot().context.rememberedPassword).toBe("typed");
    expect(start({ remembered, username: "someone_else" }).actor.getSnapshot().context.rememberedPassword).toBe("typed");
  });
});

async function failLogin(
  actor: ReturnType<typeof start>["actor"],
  logins: ReturnType<typeof start>["logins"],
  captcha: boolean,
) {
  const { values, method } = actor.getSnapshot().context;
  if (method === "username") {
    if (values.username === "") actor.send({ type: "field.change", field: "username", value: "player_one" });
    if (values.password === "") actor.send({ type: "field.change", field: "password", value: "wrong-pass" });
  }
  if (actor.getSnapshot().context.captcha.getSnapshot().hasTag("visible") && values.captcha === "") {
    actor.send({ type: "field.change", field: "captcha", value: "123456" });
  }
  actor.send({ type: "submit" });
  logins.next().reject(apiFailure("Account or password incorrect", { errorCode: "login.cred.err", captchaRequired: captcha }));
  await settle();
}

describe("login machine: field rules (spec §5)", () => {
  it("flags empty username and password with their keys and calls nothing", () => {
    const { actor, logins } = start();
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: { key: "reg_pattern_4", params: { min: 1, max: 20 } },
      password: { key: "enter_password", params: { max: 64 } },
    });
    expect(logins.calls).toHaveLength(0);
  });

  it("accepts letters, digits and underscore up to 20; rejects other characters and 21", () => {
    const { actor, type } = start();
    type("password", "pw");
    type("username", "a".repeat(21));
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors.username).toEqual({ key: "reg_pattern_4", params: { min: 1, max: 20 } });
    type("username", "bad name!");
    expect(actor.getSnapshot().context.fieldErrors.username).toBeDefined();
    type("username", "Good_Name_20_chars_x");
    expect(actor.getSnapshot().context.fieldErrors.username).toBeUndefined();
  });

  it("rechecks only a field already marked wrong as it changes", () => {
    const { actor, type } = start();
    type("username", "bad name!");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "submit" });
    type("password", "x");
    expect(actor.getSnapshot().context.fieldErrors.password).toBeUndefined();
    type("username", "still bad!");
    expect(actor.getSnapshot().context.fieldErrors.username).toEqual({ key: "reg_pattern_4", params: { min: 1, max: 20 } });
  });

  it("on the SMS method checks the mobile number (≤ 20 digits) and the code (≤ 10 digits)", () => {
    const { actor, type } = start();
    actor.send({ type: "method.switch", method: "sms" });
    type("mobileNum", "1".repeat(21));
    type("verificationCode", "1".repeat(11));
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mobileNum: { key: "mobile_number_error", params: { min: 6, max: 20 } },
      verificationCode: { key: "verification_code_error", params: { max: 10 } },
    });
    type("mobileNum", "1".repeat(20));
    type("verificationCode", "1".repeat(10));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("requires the 6-digit captcha once it is shown", async () => {
    const { actor, logins, type } = start();
    await failLogin(actor, logins, true);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors.captcha).toEqual({ key: "enter_captcha", params: { min: 6, max: 6 } });
    type("captcha", "12345");
    expect(actor.getSnapshot().context.fieldErrors.captcha).toEqual({ key: "captcha_error", params: { min: 6, max: 6 } });
    type("captcha", "123456");
    expect(actor.getSnapshot().context.fieldErrors.captcha).toBeUndefined();
  });
});

describe("login machine: username login", () => {
  it("sends username and password, shows busy, stores the session and goes home", async () => {
    const { actor, logins, effects, type } = start();
    type("username", "player_one");
    type("password", "s3cret");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(logins.calls).toEqual([{ type: "username", username: "player_one", password: "s3cret" }]);
    logins.next().resolve(member);
    await settle();
    expect(actor.getSnapshot().value).toBe("loggedIn");
    expect(actor.getSnapshot().status).toBe("done");
    expect(effects).toEqual([
      ["storeSession", { token: "tok-1", merchantCode: "mc_demo", userName: "player_one", type: 0, firstTimeLogin: false }],
      ["storeSessionPassword", { password: "s3cret" }],
      ["clearRememberedLogin", undefined],
      ["navigate", { to: "/m/home" }],
    ]);
  });

  it("goes to change password on a first login (spec §2)", async () => {
    const { actor, logins, effects, type } = start();
    type("username", "player_one");
    type("password", "s3cret");
    actor.send({ type: "submit" });
    logins.next().resolve({ ...member, firstTimeLogin: true });
    await settle();
    expect(effects.at(-1)).toEqual(["navigate", { to: "/m/changePsw" }]);
  });

  it("takes the session type from customerType (trial accounts are 4)", async () => {
    const { actor, logins, effects, type } = start();
    type("username", "guest_1");
    type("password", "s3cret");
    actor.send({ type: "submit" });
    logins.next().resolve({ ...member, customerType: 4, type: 0 });
    await settle();
    expect(effects[0]).toEqual(["storeSession", expect.objectContaining({ type: 4 })]);
  });

  it("stores the remembered-login record when remember is ticked", async () => {
    const { actor, logins, effects, type } = start();
    type("username", "player_one");
    type("password", "s3cret");
    actor.send({ type: "remember.change", checked: true });
    actor.send({ type: "submit" });
    logins.next().resolve(member);
    await settle();
    expect(effects).toContainEqual([
      "storeRememberedLogin",
      { type: "username", username: "player_one", password: "s3cret", countryDialingCode: "60" },
    ]);
    expect(effectNames(effects)).not.toContain("clearRememberedLogin");
  });

  it("clears the remembered record at once when remember is unticked", () => {
    const remembered: RememberedLogin = { type: "username", username: "saved_user", password: "saved-pass" };
    const { actor, effects } = start({ remembered });
    actor.send({ type: "remember.change", checked: false });
    expect(effects).toEqual([["clearRememberedLogin", undefined]]);
    expect(actor.getSnapshot().context.remember).toBe(false);
    actor.send({ type: "method.switch", method: "sms" });
    actor.send({ type: "method.switch", method: "username" });
    expect(actor.getSnapshot().context.remember).toBe(false);
  });

  it("on failure keeps every typed value and shows the server's message", async () => {
    const { actor, logins, type } = start();
    type("username", "player_one");
    type("password", "wrong-pass");
    await failLogin(actor, logins, false);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(context.values).toMatchObject({ username: "player_one", password: "wrong-pass" });
    expect(context.error).toEqual(failureShown("Account or password incorrect", { errorCode: "login.cred.err" }));
    expect(actor.getSnapshot().hasTag("busy")).toBe(false);
  });

  it("shows the captcha only when the failure asks for it (spec §4)", async () => {
    const without = start();
    await failLogin(without.actor, without.logins, false);
    expect(without.actor.getSnapshot().context.captcha.getSnapshot().value).toBe("hidden");
    expect(without.captchas.calls).toHaveLength(0);
    expect(effectNames(without.effects)).not.toContain("requireCaptcha");
    const asked = start();
    await failLogin(asked.actor, asked.logins, true);
    expect(asked.actor.getSnapshot().context.captcha.getSnapshot().value).toBe("loading");
    expect(asked.captchas.calls).toHaveLength(1);
    // The app keeps the request for the browser session and passes it back as input.
    expect(effectNames(asked.effects)).toContain("requireCaptcha");
  });

  it("shows the captcha from the start when an earlier login of the session asked for it (spec §4)", () => {
    const { actor, captchas } = start({ captchaRequired: true });
    expect(actor.getSnapshot().context.captcha.getSnapshot().hasTag("visible")).toBe(true);
    expect(captchas.calls).toHaveLength(1);
  });

  it("sends the captcha once shown, and keeps it when the next try fails too", async () => {
    const { actor, logins, captchas, type } = start();
    await failLogin(actor, logins, true);
    captchas.next().resolve("img");
    await settle();
    type("captcha", "654321");
    actor.send({ type: "submit" });
    expect(logins.calls.at(-1)).toEqual({ type: "username", username: "player_one", password: "wrong-pass", captcha: "654321" });
    logins.next().reject(apiFailure("Please Enter The Correct Captcha Code"));
    await settle();
    expect(actor.getSnapshot().context.values.captcha).toBe("654321");
    expect(actor.getSnapshot().context.error).toEqual(failureShown("Please Enter The Correct Captcha Code"));
  });

  it("a failure that is not the SDK's is kept as an unknown failure", async () => {
    const { actor, logins, type } = start();
    type("username", "player_one");
    type("password", "pw");
    actor.send({ type: "submit" });
    logins.next().reject({});
    await settle();
    expect(actor.getSnapshot().context.error).toEqual(unknownFailureShown);
  });

  it("clears the last error when trying again", async () => {
    const { actor, logins } = start();
    await failLogin(actor, logins, false);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it("refreshes the captcha on click", async () => {
    const { actor, logins, captchas } = start();
    await failLogin(actor, logins, true);
    captchas.next().resolve("img");
    await settle();
    actor.send({ type: "captcha.refresh" });
    expect(captchas.calls).toHaveLength(2);
  });

  it("the default login actor fails with a message naming what to provide", async () => {
    const failures = actorErrors(recorder);
    const actor = createActor(loginMachine, { input: baseInput, inspect: failures.inspect }).start();
    actor.send({ type: "field.change", field: "username", value: "player_one" });
    actor.send({ type: "field.change", field: "password", value: "pw" });
    actor.send({ type: "submit" });
    await settle();
    expect(failures.messages).toEqual(["loginMachine: provide the 'login' actor"]);
    expect(actor.getSnapshot().context.error).toEqual(unknownFailureShown);
  });
});

describe("login machine: SMS login", () => {
  async function smsReady(input: Partial<LoginInput> = {}) {
    const started = start(input);
    started.actor.send({ type: "method.switch", method: "sms" });
    started.type("mobileNum", "123456789");
    started.type("verificationCode", "4321");
    return started;
  }

  it("will not send a code before the mobile number is valid (spec §5)", () => {
    const { actor, sends, type } = start();
    actor.send({ type: "method.switch", method: "sms" });
    type("mobileNum", "12");
    actor.send({ type: "code.send" });
    expect(sends.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.fieldErrors.mobileNum).toEqual({ key: "mobile_number_error", params: { min: 6, max: 20 } });
  });

  it("sends the code for a valid number and counts down in the child", async () => {
    const { actor, sends, type } = start();
    actor.send({ type: "method.switch", method: "sms" });
    type("countryDialingCode", "63");
    type("mobileNum", "9171234567");
    actor.send({ type: "code.send" });
    expect(sends.calls).toEqual([{ mobileNum: "9171234567", countryDialingCode: "63" }]);
    sends.next().resolve({});
    await settle();
    expect(actor.getSnapshot().context.sms.getSnapshot().context.secondsLeft).toBe(60);
  });

  it("logs in with mobile number and SMS code and never stores a password", async () => {
    const { actor, logins, effects } = await smsReady();
    actor.send({ type: "remember.change", checked: true });
    actor.send({ type: "submit" });
    expect(logins.calls).toEqual([{ type: "sms", mobileNum: "123456789", countryDialingCode: "60", verificationCode: "4321" }]);
    logins.next().resolve(member);
    await settle();
    expect(effectNames(effects)).not.toContain("storeSessionPassword");
    expect(effects).toContainEqual(["storeRememberedLogin", { type: "sms", username: "123456789", password: "", countryDialingCode: "60" }]);
  });

  it("with Firebase checks the code first and stops on failure (spec §4)", async () => {
    const { actor, checks, logins } = await smsReady({ firebaseSmsLogin: true });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("verifyingCode");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(checks.calls).toEqual([{ mobileNum: "123456789", countryDialingCode: "60", verificationCode: "4321" }]);
    checks.next().reject(apiFailure("verification code error"));
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.error).toEqual(failureShown("verification code error"));
    expect(actor.getSnapshot().context.values.verificationCode).toBe("4321");
    expect(logins.calls).toHaveLength(0);
  });

  it("with Firebase logs in with the verified token", async () => {
    const { actor, checks, logins } = await smsReady({ firebaseSmsLogin: true });
    actor.send({ type: "submit" });
    checks.next().resolve({ idToken: "fb-token" });
    await settle();
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(logins.calls).toEqual([
      {
        type: "firebase",
        firebaseChannel: "sms",
        firebaseIdToken: "fb-token",
        firebaseMobileNo: "+60123456789",
        mobileNum: "123456789",
        countryDialingCode: "60",
      },
    ]);
  });

  it("without Firebase goes straight to login", async () => {
    const { actor, checks } = await smsReady({ firebaseSmsLogin: false });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(checks.calls).toHaveLength(0);
  });
});

describe("login machine: lifecycle", () => {
  it("leaves no timer running once stopped mid-countdown", async () => {
    const { actor, sends, type } = start();
    actor.send({ type: "method.switch", method: "sms" });
    type("mobileNum", "123456789");
    actor.send({ type: "code.send" });
    sends.next().resolve({});
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const events = [
      ...fieldChanges({ username: "player_one", password: "s3cret", mobileNum: "123456789", verificationCode: "4321" }),
      { type: "method.switch", method: "sms" },
      { type: "method.switch", method: "username" },
      { type: "xstate.done.actor.login", output: member },
      { type: "xstate.error.actor.login", error: new Error("no") },
      { type: "xstate.done.actor.firebaseSms", output: { outcome: "verified", idToken: "t" } },
    ];
    const reachable = reachableStates(loginMachine, [
      { input: baseInput, events },
      { input: { ...baseInput, firebaseSmsLogin: true }, events },
    ]);
    expect(reachable).toEqual(definedStates(loginMachine));
    const report = printCoverage(coverageReport("login", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});
