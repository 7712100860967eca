import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import {
  forgotPasswordMachine,
  phoneSubmitDisabled,
  type EmailRecoveryRequest,
  type ForgotPasswordField,
  type ForgotPasswordInput,
  type PhonePasswordReset,
} from "./forgotPassword.machine.ts";
import type { ChallengeResult } from "./botCheck.machine.ts";
import type { LoginResult } from "./sdkTypes.ts";
import { smsCountdownMachine, type SmsCodeRequest, type SmsCodeSent } from "./smsCountdown.machine.ts";
import { childState, fakeAutoLogin } from "./testing/accountChildren.ts";
import { callQueue } from "./testing/deferred.ts";
import { fieldChanges } from "./testing/fieldChanges.ts";
import { startWithEffects } from "./testing/startWithEffects.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { BOT_CHECK_TIMEOUT_MS, EMAIL_SENT_MESSAGE_MS } from "./timings.ts";
import { apiFailure, failureShown } from "./testing/failures.ts";

const recorder = createStateRecorder("forgotPassword");
const both: ForgotPasswordInput = { merchantCode: "mc_demo", phoneRecovery: true, emailRecovery: true, defaultCountryDialingCode: "60" };
const member: LoginResult = { token: "tok-2", userName: "123456789", customerType: 1, firstTimeLogin: false };

function start(input: Partial<ForgotPasswordInput> = {}) {
  const emails = callQueue<EmailRecoveryRequest, unknown>();
  const resets = callQueue<PhonePasswordReset, unknown>();
  const sends = callQueue<SmsCodeRequest, SmsCodeSent>();
  // The automatic login with a fake login call and a fake challenge provider.
  const autoLogin = fakeAutoLogin();
  const { logins } = autoLogin;
  const { challengeIds, challenges } = autoLogin.botCheck;
  const machine = forgotPasswordMachine.provide({
    actors: {
      retrievePasswordByEmail: fromPromise(({ input: request }) => emails.call(request)),
      setPasswordByPhone: fromPromise(({ input: request }) => resets.call(request)),
      smsCountdown: smsCountdownMachine.provide({ actors: { sendSmsCode: fromPromise(({ input: req }) => sends.call(req)) } }),
      autoLogin: autoLogin.logic,
    },
  });
  const { actor, effects } = startWithEffects(machine, {
    input: { ...both, ...input },
    effects: ["storeSession", "storeSessionPassword", "navigate", "goBack", "tellMember", "announce"],
    inspect: recorder.inspect,
  });
  const type = (field: ForgotPasswordField, value: string) => actor.send({ type: "field.change", field, value });
  return { actor, emails, resets, logins, sends, challengeIds, challenges, effects, type };
}

function fillPhoneForm(type: ReturnType<typeof start>["type"]) {
  type("mobileNum", "123456789");
  type("verificationCode", "4321");
  type("newPassword", "n3w-pass");
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("forgot password: method (spec §4)", () => {
  it("defaults to phone when CHNGPASSVERIF3 is on", () => {
    expect(start({ phoneRecovery: true, emailRecovery: false }).actor.getSnapshot().context.method).toBe("phone");
  });

  it("defaults to email when CHNGPASSVERIF3 is off", () => {
    expect(start({ phoneRecovery: false, emailRecovery: true }).actor.getSnapshot().context.method).toBe("email");
  });

  it("toggles only when both CHNGPASSVERIF3 and CHNGPASSMAIL3 are on", () => {
    const onlyPhone = start({ phoneRecovery: true, emailRecovery: false });
    expect(onlyPhone.actor.getSnapshot().context.canSwitchMethod).toBe(false);
    onlyPhone.actor.send({ type: "method.switch", method: "email" });
    expect(onlyPhone.actor.getSnapshot().context.method).toBe("phone");

    const onlyEmail = start({ phoneRecovery: false, emailRecovery: true });
    onlyEmail.actor.send({ type: "method.switch", method: "phone" });
    expect(onlyEmail.actor.getSnapshot().context.method).toBe("email");

    const bothOn = start();
    expect(bothOn.actor.getSnapshot().context.canSwitchMethod).toBe(true);
    bothOn.actor.send({ type: "method.switch", method: "email" });
    expect(bothOn.actor.getSnapshot().context.method).toBe("email");
  });

  it("ignores a switch to the method already shown, keeping errors", () => {
    const { actor } = start();
    actor.send({ type: "submit" });
    actor.send({ type: "method.switch", method: "phone" });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).not.toHaveLength(0);
  });

  it("clears field errors when switching", () => {
    const { actor } = start();
    actor.send({ type: "submit" });
    actor.send({ type: "method.switch", method: "email" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});

describe("forgot password: email recovery", () => {
  function emailForm() {
    const started = start({ phoneRecovery: false });
    return started;
  }

  it("requires username and email", () => {
    const { actor, emails } = emailForm();
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: { key: "reg_pattern_4", params: { min: 1, max: 20 } },
      email: { key: "enter_email" },
    });
    expect(emails.calls).toHaveLength(0);
  });

  it("rejects an email outside the spec §5 pattern with 'email incorrect'", () => {
    const { actor, type } = emailForm();
    type("username", "player_one");
    for (const bad of ["player@", "player@mail", "pla yer@mail.com", "player@mail.abcd", "player@mail.co.uk.org.net"]) {
      type("email", bad);
      actor.send({ type: "submit" });
      expect(actor.getSnapshot().context.fieldErrors.email, bad).toEqual({ key: "email_incorrect" });
    }
  });

  it("accepts dotted names and one to three 2-3 character suffixes", () => {
    const { actor, type, emails } = emailForm();
    type("username", "player_one");
    type("email", "first.last@mail.co.uk");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(emails.calls).toHaveLength(1);
  });

  it("trims username and email before checking and sending (spec §5)", () => {
    const { actor, type, emails } = emailForm();
    type("username", "  player_one ");
    type("email", " player@mail.com  ");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("sendingEmail");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(emails.calls).toEqual([{ username: "player_one", email: "player@mail.com" }]);
  });

  it("shows 'has been sent' for 1 s, then goes back (spec §4)", async () => {
    const { actor, type, emails, effects } = emailForm();
    type("username", "player_one");
    type("email", "player@mail.com");
    actor.send({ type: "submit" });
    emails.next().resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe("emailSent");
    expect(actor.getSnapshot().hasTag("sent")).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ key: "email_sent" });
    vi.advanceTimersByTime(EMAIL_SENT_MESSAGE_MS - 1);
    expect(effects).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(effects).toEqual([["goBack", undefined]]);
    expect(actor.getSnapshot().value).toBe("done");
  });

  it("keeps what was typed and shows the server's message on failure", async () => {
    const { actor, type, emails } = emailForm();
    type("username", "player_one");
    type("email", "player@mail.com");
    actor.send({ type: "submit" });
    emails.next().reject(apiFailure("user does not exist or disabled"));
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.values).toMatchObject({ username: "player_one", email: "player@mail.com" });
    expect(actor.getSnapshot().context.error).toEqual(failureShown("user does not exist or disabled"));
  });

  it("rechecks an email field already marked wrong as it changes, not before", () => {
    const { actor, type } = emailForm();
    type("email", "bad");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "submit" });
    type("email", "good@mail.com");
    expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
  });
});

describe("forgot password: the bot check before the automatic login (spec §4)", () => {
  const passed: ChallengeResult = { captcha_id: "4f7a2c9e", lot_number: "lot1", pass_token: "pass1", gen_time: "1795282800", captcha_output: "out1" };
  const askedForBotCheck = () => apiFailure("Please complete the verification", { errorCode: "geetest_captcha_err" });

  /** The password is set and the automatic login answered that it wants the bot check. */
  async function challenged() {
    const started = start();
    fillPhoneForm(started.type);
    started.actor.send({ type: "submit" });
    started.resets.next().resolve(undefined);
    await settle();
    started.logins.next().reject(askedForBotCheck());
    await settle();
    expect(started.actor.getSnapshot().value).toBe("loggingIn");
    expect(childState(started.actor, "autoLogin")).toBe("botCheck");
    expect(started.challengeIds.calls).toEqual([{ product: "login" }]);
    started.challengeIds.next().resolve({ gt: "4f7a2c9e" });
    await settle();
    expect(started.challenges.calls).toEqual([{ gt: "4f7a2c9e", product: "login" }]);
    return started;
  }

  it("passed: logs in once more with the result, then goes home", async () => {
    const { actor, logins, challenges, effects } = await challenged();
    challenges.next().resolve(passed);
    await settle();
    expect(actor.getSnapshot().value).toBe("loggingIn");
    expect(childState(actor, "autoLogin")).toBe("loggingIn");
    expect(logins.calls.at(-1)).toEqual({ type: "username", username: "123456789", password: "n3w-pass", geetestValidateV4: passed });
    logins.next().resolve(member);
    await settle();
    expect(actor.getSnapshot().value).toBe("done");
    expect(effects.slice(-2)).toEqual([["navigate", { to: "/m/home" }], ["announce", { message: { key: "password_set" } }]]);
  });

  it("a second request for the check is not challenged again: the member logs in by hand", async () => {
    const { actor, logins, challenges, challengeIds, effects } = await challenged();
    challenges.next().resolve(passed);
    await settle();
    logins.next().reject(askedForBotCheck());
    await settle();
    expect(actor.getSnapshot().value).toBe("toLogin");
    expect(challengeIds.calls).toHaveLength(1);
    expect(logins.calls).toHaveLength(2);
    expect(effects.at(-1)).toEqual(["navigate", { to: "/m/login", username: "123456789", notice: { key: "password_set" }, reason: expect.objectContaining({ failure: expect.anything() }) }]);
  });

  it("cancelled: to /m/login saying the check is needed, no second login", async () => {
    const { actor, logins, challenges, effects } = await challenged();
    challenges.next().reject({ cancelled: true });
    await settle();
    expect(actor.getSnapshot().value).toBe("toLogin");
    expect(actor.getSnapshot().context.error).toEqual({ key: "bot_check_cancelled" });
    expect(logins.calls).toHaveLength(1);
    // The login page says the password was changed, with why the login did not happen; no bare error.
    expect(effects).toEqual([["navigate", { to: "/m/login", username: "123456789", notice: { key: "password_set" }, reason: { key: "bot_check_cancelled" } }]]);
  });

  it("failed: to /m/login with the failure, no second login", async () => {
    const { actor, logins, challenges, effects } = await challenged();
    challenges.next().reject(new Error("gt4.js did not load"));
    await settle();
    expect(actor.getSnapshot().value).toBe("toLogin");
    expect(actor.getSnapshot().context.error).toMatchObject({ failure: { kind: "unknown" } });
    expect(logins.calls).toHaveLength(1);
    expect(effects).toEqual([["navigate", { to: "/m/login", username: "123456789", notice: { key: "password_set" }, reason: { failure: expect.objectContaining({ kind: "unknown" }) } }]]);
  });

  describe("with GEETEST3 on (botCheckBeforeLogin), the check comes before the automatic login", () => {
    async function passwordSet() {
      const started = start({ botCheckBeforeLogin: true });
      fillPhoneForm(started.type);
      started.actor.send({ type: "submit" });
      started.resets.next().resolve(undefined);
      await settle();
      expect(started.actor.getSnapshot().value).toBe("loggingIn");
      expect(childState(started.actor, "autoLogin")).toBe("botCheck");
      expect(started.logins.calls).toHaveLength(0);
      started.challengeIds.next().resolve({ gt: "4f7a2c9e" });
      await settle();
      return started;
    }

    it("passed: the one login carries the result and the member goes home", async () => {
      const { actor, logins, challenges, challengeIds, effects } = await passwordSet();
      expect(challengeIds.calls).toEqual([{ product: "login" }]);
      challenges.next().resolve(passed);
      await settle();
      expect(logins.calls).toEqual([{ type: "username", username: "123456789", password: "n3w-pass", geetestValidateV4: passed }]);
      logins.next().resolve(member);
      await settle();
      expect(actor.getSnapshot().value).toBe("done");
      expect(effects.slice(-2)).toEqual([["navigate", { to: "/m/home" }], ["announce", { message: { key: "password_set" } }]]);
    });

    it("a login that still asks for the check is not challenged again", async () => {
      const { actor, logins, challenges, challengeIds } = await passwordSet();
      challenges.next().resolve(passed);
      await settle();
      logins.next().reject(askedForBotCheck());
      await settle();
      expect(actor.getSnapshot().value).toBe("toLogin");
      expect(challengeIds.calls).toHaveLength(1);
      expect(logins.calls).toHaveLength(1);
    });

    it("cancelled: no login at all, to /m/login saying the check is needed", async () => {
      const { actor, logins, challenges, effects } = await passwordSet();
      challenges.next().reject({ cancelled: true });
      await settle();
      expect(actor.getSnapshot().value).toBe("toLogin");
      expect(logins.calls).toHaveLength(0);
      expect(effects).toEqual([["navigate", { to: "/m/login", username: "123456789", notice: { key: "password_set" }, reason: { key: "bot_check_cancelled" } }]]);
    });

    it("off (the default): the login goes first, unchallenged", async () => {
      const { actor, type, resets, logins, challengeIds } = start();
      fillPhoneForm(type);
      actor.send({ type: "submit" });
      resets.next().resolve(undefined);
      await settle();
      expect(actor.getSnapshot().value).toBe("loggingIn");
      expect(childState(actor, "autoLogin")).toBe("loggingIn");
      expect(logins.calls).toEqual([{ type: "username", username: "123456789", password: "n3w-pass" }]);
      expect(challengeIds.calls).toHaveLength(0);
    });
  });

  it("a provider that never answers fails after BOT_CHECK_TIMEOUT_MS", async () => {
    const { actor, logins } = await challenged();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe("toLogin");
    expect(actor.getSnapshot().context.error).toEqual({ key: "bot_check_failed" });
    expect(logins.calls).toHaveLength(1);
  });
});

describe("forgot password: phone recovery", () => {
  it("keeps submit disabled until a field is touched, then while errors exist (spec §5)", () => {
    const { actor, type } = start();
    expect(phoneSubmitDisabled(actor.getSnapshot().context)).toBe(true);
    type("mobileNum", "123");
    expect(actor.getSnapshot().context.touched).toBe(true);
    expect(phoneSubmitDisabled(actor.getSnapshot().context)).toBe(true);
    fillPhoneForm(type);
    expect(phoneSubmitDisabled(actor.getSnapshot().context)).toBe(false);
  });

  it("re-validates each phone field on change (spec §5)", () => {
    const { actor, type } = start();
    type("mobileNum", "123");
    expect(actor.getSnapshot().context.fieldErrors.mobileNum).toEqual({ key: "mobile_number_error", params: { min: 6, max: 20 } });
    type("newPassword", "short");
    expect(actor.getSnapshot().context.fieldErrors.newPassword).toEqual({ key: "password_format_incorrect", params: { min: 6, max: 20 } });
    type("mobileNum", "123456");
    expect(actor.getSnapshot().context.fieldErrors.mobileNum).toBeUndefined();
  });

  it("will not send a code before the mobile number is valid, then counts down", async () => {
    const { actor, type, sends } = start();
    actor.send({ type: "code.send" });
    expect(sends.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.fieldErrors.mobileNum).toBeDefined();
    type("mobileNum", "123456789");
    actor.send({ type: "code.send" });
    expect(sends.calls).toEqual([{ mobileNum: "123456789", countryDialingCode: "60" }]);
    sends.next().resolve({});
    await settle();
    expect(actor.getSnapshot().context.sms.getSnapshot().hasTag("counting")).toBe(true);
  });

  it("requires mobile, SMS code and new password", () => {
    const { actor, resets } = start();
    actor.send({ type: "submit" });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(["mobileNum", "newPassword", "verificationCode"]);
    expect(resets.calls).toHaveLength(0);
  });

  it("sets the password, then logs in with the mobile number and the new password (spec §4)", async () => {
    const { actor, type, resets, logins, effects } = start();
    fillPhoneForm(type);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("settingPassword");
    expect(resets.calls).toEqual([{ mobileNum: "123456789", countryDialingCode: "60", verificationCode: "4321", newPassword: "n3w-pass" }]);
    resets.next().resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe("loggingIn");
    expect(childState(actor, "autoLogin")).toBe("loggingIn");
    expect(logins.calls).toEqual([{ type: "username", username: "123456789", password: "n3w-pass" }]);
    logins.next().resolve(member);
    await settle();
    expect(actor.getSnapshot().value).toBe("done");
    expect(effects).toEqual([
      ["storeSession", { token: "tok-2", merchantCode: "mc_demo", userName: "123456789", type: 1, firstTimeLogin: false }],
      ["storeSessionPassword", { password: "n3w-pass" }],
      ["navigate", { to: "/m/home" }],
      // And says the password was changed.
      ["announce", { message: { key: "password_set" } }],
    ]);
  });

  it("'modify.new.old.same' clears only the password field (spec §8)", async () => {
    const { actor, type, resets } = start();
    fillPhoneForm(type);
    actor.send({ type: "submit" });
    resets.next().reject(apiFailure("New and old password cannot be the same", { errorCode: "modify.new.old.same" }));
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.values).toMatchObject({ mobileNum: "123456789", verificationCode: "4321", newPassword: "" });
    expect(actor.getSnapshot().context.error).toEqual(failureShown("New and old password cannot be the same", { errorCode: "modify.new.old.same" }));
  });

  it("any other failure clears only the verification code (spec §8)", async () => {
    const { actor, type, resets } = start();
    fillPhoneForm(type);
    actor.send({ type: "submit" });
    resets.next().reject(apiFailure("verification code error", { errorCode: "verify.code.err" }));
    await settle();
    expect(actor.getSnapshot().context.values).toMatchObject({ mobileNum: "123456789", verificationCode: "", newPassword: "n3w-pass" });
  });

  it("a failed automatic login sends the user to the login page saying the password was changed, with the reason", async () => {
    const { actor, type, resets, logins, effects } = start();
    fillPhoneForm(type);
    actor.send({ type: "submit" });
    resets.next().resolve(undefined);
    await settle();
    logins.next().reject(apiFailure("system busy"));
    await settle();
    expect(actor.getSnapshot().value).toBe("toLogin");
    expect(actor.getSnapshot().context.error).toEqual(failureShown("system busy"));
    expect(effects).toEqual([["navigate", { to: "/m/login", username: "123456789", notice: { key: "password_set" }, reason: failureShown("system busy") }]]);
  });


  it("leaves no timer running once stopped, mid-countdown or during 'has been sent'", async () => {
    const phone = start();
    phone.type("mobileNum", "123456789");
    phone.actor.send({ type: "code.send" });
    phone.sends.next().resolve({});
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    phone.actor.stop();
    expect(vi.getTimerCount()).toBe(0);

    const email = start({ phoneRecovery: false });
    email.type("username", "player_one");
    email.type("email", "player@mail.com");
    email.actor.send({ type: "submit" });
    email.emails.next().resolve(undefined);
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    email.actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const events = [
      ...fieldChanges({ username: "player_one", email: "player@mail.com", mobileNum: "123456789", verificationCode: "4321", newPassword: "n3w-pass" }),
      { type: "method.switch", method: "email" },
      { type: "method.switch", method: "phone" },
      { type: "xstate.done.actor.autoLogin", output: { outcome: "refused", message: { key: "bot_check_cancelled" } } },
      { type: "xstate.done.actor.autoLogin", output: { outcome: "loggedIn", result: member } },
    ];
    const reachable = reachableStates(forgotPasswordMachine, [{ input: both, events }]);
    expect(reachable).toEqual(definedStates(forgotPasswordMachine));
    const report = printCoverage(coverageReport("forgotPassword", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});

