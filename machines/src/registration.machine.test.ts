import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import type { ChallengeResult } from "./botCheck.machine.ts";
import { captchaMachine } from "./captcha.machine.ts";
import type { RegistrationFormField, RegistrationRequest } from "./registrationForm.ts";
import { registrationFields } from "./registrationForm.ts";
import { formOf, registerDisabled, registrationMachine, type RegistrationInput } from "./registration.machine.ts";
import type { RegistrationFieldTable } from "./rules/registrationTable.ts";
import type { LoginResult } from "./sdkTypes.ts";
import { smsCountdownMachine, type SmsCodeRequest, type SmsCodeSent } from "./smsCountdown.machine.ts";
import { childState, fakeAutoLogin, fakeBotCheck, fakeFirebaseSms } from "./testing/accountChildren.ts";
import { callQueue } from "./testing/deferred.ts";
import { fieldChanges } from "./testing/fieldChanges.ts";
import { startWithEffects } from "./testing/startWithEffects.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { apiFailure, failureShown } from "./testing/failures.ts";
import { BOT_CHECK_TIMEOUT_MS } from "./timings.ts";

const recorder = createStateRecorder("registration");

const table: RegistrationFieldTable = {
  email: { enabled: true, required: false, pattern: "^\\S+@\\S+$", message: "Email format is wrong" },
  payeeName: { enabled: true, required: true, pattern: null, message: null },
  qqNum: { enabled: false, required: true },
  birthday: { enabled: true, required: false },
  affiliateCode: { enabled: true, required: false },
};

const baseInput: RegistrationInput = {
  merchantCode: "mc_demo",
  usernameRegistration: true,
  mobileRegistration: true,
  mobileVerification: false,
  fieldRules: table,
  linkAffiliateCode: null,
  defaultCountryDialingCode: "60",
};
const member: LoginResult = { token: "tok-3", userName: "new_player", customerType: 0, firstTimeLogin: false };

function start(input: Partial<RegistrationInput> = {}) {
  const affiliateChecks = callQueue<{ code: string }, boolean>();
  const registrations = callQueue<RegistrationRequest, unknown>();
  const captchas = callQueue<void, string>();
  const sends = callQueue<SmsCodeRequest, SmsCodeSent>();
  // One fake challenge provider for the register call's check and the automatic login's.
  const botCheck = fakeBotCheck();
  const { challengeIds, challenges } = botCheck;
  const autoLogin = fakeAutoLogin(botCheck);
  const { logins } = autoLogin;
  const firebase = fakeFirebaseSms();
  const firebaseChecks = firebase.checks;
  const machine = registrationMachine.provide({
    actors: {
      firebaseSms: firebase.logic,
      checkAffiliateCode: fromPromise(({ input: check }) => affiliateChecks.call(check)),
      register: fromPromise(({ input: request }) => registrations.call(request)),
      autoLogin: autoLogin.logic,
      captcha: captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => captchas.call()) } }),
      smsCountdown: smsCountdownMachine.provide({ actors: { sendSmsCode: fromPromise(({ input: req }) => sends.call(req)) } }),
      botCheck: botCheck.logic,
    },
  });
  const { actor, effects } = startWithEffects(machine, {
    input: { ...baseInput, ...input },
    effects: ["storeSession", "storeSessionPassword", "navigate", "focusField", "tellMember"],
    inspect: recorder.inspect,
  });
  const type = (field: RegistrationFormField, value: string) => actor.send({ type: "field.change", field, value });
  const fields = () => registrationFields(formOf(actor.getSnapshot().context));
  return { actor, affiliateChecks, registrations, logins, captchas, sends, challengeIds, challenges, firebaseChecks, effects, type, fields };
}

type Started = ReturnType<typeof start>;

function fillValid({ type, actor }: Started) {
  if (actor.getSnapshot().context.method === "username") type("username", "new_player");
  else type("mobileNum", "123456789");
  type("password", "s3cret-pw");
  type("confirmPassword", "s3cret-pw");
  type("payeeName", "Ali");
}

async function failRegistration(started: Started, captcha: boolean) {
  fillValid(started);
  started.actor.send({ type: "submit" });
  started.registrations.next().reject(apiFailure("username exists", { captchaRequired: captcha }));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 15));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("registration: method (spec §4)", () => {
  it("defaults to username when both methods are on, and may switch", () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.method).toBe("username");
    expect(actor.getSnapshot().context.canSwitchMethod).toBe(true);
    actor.send({ type: "method.switch", method: "mobile" });
    expect(actor.getSnapshot().context.method).toBe("mobile");
  });

  it("defaults to mobile when mobile is on and username off, with no switch", () => {
    const { actor } = start({ usernameRegistration: false });
    expect(actor.getSnapshot().context.method).toBe("mobile");
    actor.send({ type: "method.switch", method: "username" });
    expect(actor.getSnapshot().context.method).toBe("mobile");
  });

  it("stays on username when mobile registration is off", () => {
    const { actor } = start({ mobileRegistration: false });
    actor.send({ type: "method.switch", method: "mobile" });
    expect(actor.getSnapshot().context.method).toBe("username");
  });

  it("ignores a switch to the tab already shown", () => {
    const { actor } = start();
    actor.send({ type: "submit" });
    actor.send({ type: "method.switch", method: "username" });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).not.toHaveLength(0);
  });

  it("carries the typed phone number across a switch", () => {
    const { actor, type } = start({ fieldRules: { ...table, mobileNum: { enabled: true, required: false } } });
    type("mobileNum", "123456789");
    actor.send({ type: "method.switch", method: "mobile" });
    expect(actor.getSnapshot().context.values.mobileNum).toBe("123456789");
  });

  it("shows username on the username tab and mobile on the mobile tab", () => {
    const { actor, fields } = start();
    expect(fields()).toContain("username");
    expect(fields()).not.toContain("mobileNum");
    actor.send({ type: "method.switch", method: "mobile" });
    expect(fields()).not.toContain("username");
    expect(fields()).toContain("mobileNum");
  });
});

describe("registration: the server's field table (spec §5)", () => {
  it("shows enabled fields and hides disabled ones", () => {
    const { fields } = start();
    expect(fields()).toEqual(["username", "password", "confirmPassword", "payeeName", "email", "birthday", "affiliateCode"]);
  });

  it("fails a required empty field, passes an optional empty one", () => {
    const { actor } = start();
    actor.send({ type: "submit" });
    const errors = actor.getSnapshot().context.fieldErrors;
    expect(errors.payeeName).toEqual({ key: "field_required" });
    expect(errors.email).toBeUndefined();
    expect(errors.qqNum).toBeUndefined();
  });

  it("checks a typed value against the server pattern and shows the server's message", () => {
    const started = start();
    fillValid(started);
    started.type("email", "not an email");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().context.fieldErrors).toEqual({ email: { text: "Email format is wrong" } });
  });

  it("uses a key when the server row has a pattern but no message, and ignores a pattern that does not compile", () => {
    const started = start({
      fieldRules: {
        ...table,
        nickname: { enabled: true, required: false, pattern: "^[a-z]+$" },
        wechat: { enabled: true, required: false, pattern: "([" },
      },
    });
    fillValid(started);
    started.type("nickname", "ABC");
    started.type("wechat", "anything");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().context.fieldErrors).toEqual({ nickname: { key: "field_format_incorrect" } });
  });

  it("checks the username by the built-in rule when the table has no row for it", () => {
    const started = start();
    fillValid(started);
    started.type("username", "bad name!");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().context.fieldErrors.username).toEqual({ key: "reg_pattern_4", params: { min: 1, max: 20 } });
  });

  it("lets a server pattern decide the username when the table has one", () => {
    const started = start({ fieldRules: { ...table, username: { enabled: true, required: true, pattern: "^[a-z]{4,8}$", message: "4-8 lower-case letters" } } });
    fillValid(started);
    started.type("username", "new_player");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().context.fieldErrors.username).toEqual({ text: "4-8 lower-case letters" });
  });

  it("requires confirmPassword and equal to password ('in_confirmation_correct')", () => {
    const started = start();
    fillValid(started);
    started.type("confirmPassword", "");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().context.fieldErrors.confirmPassword).toEqual({ key: "enter_password" });
    started.type("confirmPassword", "other-pw");
    expect(started.actor.getSnapshot().context.fieldErrors.confirmPassword).toEqual({ key: "in_confirmation_correct" });
    started.type("confirmPassword", "s3cret-pw");
    expect(started.actor.getSnapshot().context.fieldErrors.confirmPassword).toBeUndefined();
  });

  it("takes birthdays from 1900-01-01 to the end of the current year (spec §5)", () => {
    const started = start();
    fillValid(started);
    const verdict = (birthday: string) => {
      started.type("birthday", birthday);
      started.actor.send({ type: "submit" });
      const error = started.actor.getSnapshot().context.fieldErrors.birthday;
      return error;
    };
    expect(verdict("1899-12-31")).toEqual({ key: "birthday_out_of_range", params: { min: "1900-01-01", max: "2025-12-31" } });
    expect(verdict("2026-01-01")).toEqual({ key: "birthday_out_of_range", params: { min: "1900-01-01", max: "2025-12-31" } });
    expect(verdict("2023-02-30")).toEqual({ key: "field_format_incorrect" });
    expect(verdict("01/02/1990")).toEqual({ key: "field_format_incorrect" });
  });

  it("accepts the first and last days of the birthday range", async () => {
    for (const birthday of ["1900-01-01", "2025-12-31"]) {
      const started = start();
      fillValid(started);
      started.type("birthday", birthday);
      started.actor.send({ type: "submit" });
      expect(started.actor.getSnapshot().value, birthday).toBe("registering");
    }
  });

  it("focuses the first failing field on submit (spec §5)", () => {
    const started = start();
    started.type("username", "new_player");
    started.actor.send({ type: "submit" });
    expect(started.effects).toEqual([["focusField", { field: "password" }]]);
  });

  it("checks every detail but the captcha before the dialog asks for it, focusing the first wrong one (spec §2, §5)", async () => {
    const asked = start();
    await failRegistration(asked, true);
    asked.effects.length = 0;
    asked.type("password", "");
    asked.actor.send({ type: "details.check" });
    expect(Object.keys(asked.actor.getSnapshot().context.fieldErrors)).toEqual(["password", "confirmPassword"]);
    expect(asked.effects).toEqual([["focusField", { field: "password" }]]);
    asked.type("password", "s3cret-pw");
    asked.actor.send({ type: "details.check" });
    // The captcha, shown and still empty, is left to the dialog; nothing is sent yet.
    expect(asked.actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(asked.actor.getSnapshot().value).toBe("editing");
  });

  it("rechecks a field already marked wrong as it changes, not before", () => {
    const { actor, type } = start();
    type("payeeName", "");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "submit" });
    type("payeeName", "Ali");
    expect(actor.getSnapshot().context.fieldErrors.payeeName).toBeUndefined();
  });
});

describe("registration: agree flag (spec §4)", () => {
  it("is ticked at first; unticked, the button is disabled and submit does nothing", () => {
    const started = start();
    expect(registerDisabled(started.actor.getSnapshot().context)).toBe(false);
    started.actor.send({ type: "agree.change", checked: false });
    expect(registerDisabled(started.actor.getSnapshot().context)).toBe(true);
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.registrations.calls).toHaveLength(0);
    started.actor.send({ type: "agree.change", checked: true });
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("registering");
  });
});

describe("registration: affiliate code from the link (spec §4, §5, §8)", () => {
  it("without a link code goes straight to editing and checks nothing", () => {
    const { actor, affiliateChecks, fields } = start();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.linkAffiliate).toBe("none");
    expect(affiliateChecks.calls).toHaveLength(0);
    expect(fields()).toContain("affiliateCode");
  });

  it("checks the link's code on load, ignoring a submit meanwhile", () => {
    const started = start({ linkAffiliateCode: " AFF123 " });
    expect(started.actor.getSnapshot().value).toBe("checkingLink");
    expect(started.actor.getSnapshot().hasTag("checking")).toBe(true);
    expect(started.affiliateChecks.calls).toEqual([{ code: "AFF123" }]);
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("checkingLink");
  });

  it("a valid link code hides the field and goes with the registration", async () => {
    const started = start({ linkAffiliateCode: "AFF123" });
    started.affiliateChecks.next().resolve(true);
    await settle();
    expect(started.actor.getSnapshot().context.linkAffiliate).toBe("valid");
    expect(started.fields()).not.toContain("affiliateCode");
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.registrations.calls[0]).toMatchObject({ affiliateCode: "AFF123" });
  });

  it("an invalid link code shows the field with the code, checked again on submit: invalid stops the submit", async () => {
    const started = start({ linkAffiliateCode: "BAD1" });
    started.affiliateChecks.next().resolve(false);
    await settle();
    expect(started.actor.getSnapshot().context.linkAffiliate).toBe("invalid");
    expect(started.fields()).toContain("affiliateCode");
    expect(started.actor.getSnapshot().context.values.affiliateCode).toBe("BAD1");
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("verifyingAffiliate");
    expect(started.affiliateChecks.calls.at(-1)).toEqual({ code: "BAD1" });
    started.affiliateChecks.next().resolve(false);
    await settle();
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.actor.getSnapshot().context.fieldErrors.affiliateCode).toEqual({ key: "invitation_code_error" });
    expect(started.effects).toEqual([["focusField", { field: "affiliateCode" }]]);
    expect(started.registrations.calls).toHaveLength(0);
  });

  it("a corrected code that passes the check goes on to register", async () => {
    const started = start({ linkAffiliateCode: "BAD1" });
    started.affiliateChecks.next().resolve(false);
    await settle();
    fillValid(started);
    started.type("affiliateCode", "GOOD2");
    started.actor.send({ type: "submit" });
    started.affiliateChecks.next().resolve(true);
    await settle();
    expect(started.actor.getSnapshot().value).toBe("registering");
    expect(started.registrations.calls[0]).toMatchObject({ affiliateCode: "GOOD2" });
  });

  it("an emptied code field after a failed link check registers without a check", async () => {
    const started = start({ linkAffiliateCode: "BAD1" });
    started.affiliateChecks.next().resolve(false);
    await settle();
    fillValid(started);
    started.type("affiliateCode", "");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("registering");
    expect(started.registrations.calls[0]).not.toHaveProperty("affiliateCode");
  });

  it("an invalid link code with the field disabled is dropped, not checked again", async () => {
    const started = start({ linkAffiliateCode: "BAD1", fieldRules: { ...table, affiliateCode: { enabled: false, required: false } } });
    started.affiliateChecks.next().resolve(false);
    await settle();
    expect(started.fields()).not.toContain("affiliateCode");
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("registering");
    expect(started.registrations.calls[0]).not.toHaveProperty("affiliateCode");
  });

  it("a failed link check counts as invalid", async () => {
    const started = start({ linkAffiliateCode: "AFF123" });
    started.affiliateChecks.next().reject(apiFailure("offline"));
    await settle();
    expect(started.actor.getSnapshot().context.linkAffiliate).toBe("invalid");
  });

  it("a failed re-check keeps the form and shows the message, with no submit", async () => {
    const started = start({ linkAffiliateCode: "BAD1" });
    started.affiliateChecks.next().resolve(false);
    await settle();
    fillValid(started);
    started.actor.send({ type: "submit" });
    started.affiliateChecks.next().reject(apiFailure("system busy"));
    await settle();
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.actor.getSnapshot().context.error).toEqual(failureShown("system busy"));
    expect(started.registrations.calls).toHaveLength(0);
  });
});

describe("registration: captcha", () => {
  it("shows the captcha only when a failure asks for it, then requires it", async () => {
    const without = start();
    await failRegistration(without, false);
    expect(without.captchas.calls).toHaveLength(0);
    const asked = start();
    await failRegistration(asked, true);
    expect(asked.captchas.calls).toHaveLength(1);
    expect(asked.fields()).toContain("captcha");
    asked.actor.send({ type: "submit" });
    expect(asked.actor.getSnapshot().context.fieldErrors.captcha).toEqual({ key: "enter_captcha", params: { min: 6, max: 6 } });
    asked.type("captcha", "123456");
    asked.actor.send({ type: "submit" });
    expect(asked.registrations.calls.at(-1)).toMatchObject({ captcha: "123456" });
  });

  it("refetches the captcha when the dialog opens or on click, only while shown", async () => {
    const started = start();
    started.actor.send({ type: "dialog.open" });
    expect(started.captchas.calls).toHaveLength(0);
    await failRegistration(started, true);
    started.captchas.next().resolve("img");
    await settle();
    started.actor.send({ type: "dialog.open" });
    expect(started.captchas.calls).toHaveLength(2);
    started.captchas.next().resolve("img-2");
    await settle();
    started.actor.send({ type: "captcha.refresh" });
    expect(started.captchas.calls).toHaveLength(3);
  });
});

describe("registration: Firebase SMS (spec §3, §4)", () => {
  function filled() {
    const started = start({ mobileVerification: true, firebaseSms: true });
    fillValid(started);
    started.type("mobileNum", "123456789");
    started.type("verificationCode", "246810");
    started.actor.send({ type: "submit" });
    return started;
  }

  it("checks the code with Firebase first, then registers with firebaseChannel sms and its id token", async () => {
    const started = filled();
    expect(started.actor.getSnapshot().value).toBe("verifyingCode");
    expect(started.firebaseChecks.calls).toEqual([{ mobileNum: "123456789", countryDialingCode: "60", verificationCode: "246810" }]);
    expect(started.registrations.calls).toHaveLength(0);
    started.firebaseChecks.next().resolve({ idToken: "fb-token" });
    await settle();
    expect(started.actor.getSnapshot().value).toBe("registering");
    expect(started.registrations.calls[0]).toMatchObject({ verificationCode: "246810", firebaseChannel: "sms", firebaseIdToken: "fb-token" });
  });

  it("a wrong code stops before the platform, keeps what was typed and shows the failure", async () => {
    const started = filled();
    started.firebaseChecks.next().reject({ kind: "api", errorCode: "auth/invalid-verification-code", captchaRequired: false });
    await settle();
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.registrations.calls).toHaveLength(0);
    expect(started.actor.getSnapshot().context.error).toMatchObject({ failure: { errorCode: "auth/invalid-verification-code" } });
    expect(started.actor.getSnapshot().context.values).toMatchObject({ username: "new_player", mobileNum: "123456789", verificationCode: "246810" });
  });

  it("a new attempt asks Firebase again (the token is per attempt)", async () => {
    const started = filled();
    started.firebaseChecks.next().resolve({ idToken: "fb-token" });
    await settle();
    started.registrations.next().reject(apiFailure("username exists"));
    await settle();
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("verifyingCode");
    expect(started.firebaseChecks.calls).toHaveLength(2);
  });

  it("without Firebase, or without the SMS code field, Firebase is never asked", () => {
    const platform = start({ mobileVerification: true, firebaseSms: false });
    fillValid(platform);
    platform.type("mobileNum", "123456789");
    platform.type("verificationCode", "246810");
    platform.actor.send({ type: "submit" });
    expect(platform.actor.getSnapshot().value).toBe("registering");
    expect(platform.firebaseChecks.calls).toHaveLength(0);

    const noCodeField = start({ mobileVerification: false, firebaseSms: true });
    fillValid(noCodeField);
    noCodeField.actor.send({ type: "submit" });
    expect(noCodeField.actor.getSnapshot().value).toBe("registering");
    expect(noCodeField.firebaseChecks.calls).toHaveLength(0);
  });
});

describe("registration: SMS verification (REGMOBVERF3)", () => {
  it("adds the mobile number and SMS code fields, both required", () => {
    const started = start({ mobileVerification: true });
    expect(started.fields()).toEqual(expect.arrayContaining(["mobileNum", "verificationCode"]));
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().context.fieldErrors).toEqual({
      mobileNum: { key: "mobile_number_error", params: { min: 6, max: 20 } },
      verificationCode: { key: "enter_verification_code", params: { max: 10 } },
    });
  });

  it("has no SMS code field without verification", () => {
    expect(start().fields()).not.toContain("verificationCode");
  });

  it("needs a valid mobile number before sending the code", () => {
    const started = start({ mobileVerification: true });
    started.type("mobileNum", "12");
    started.actor.send({ type: "code.send" });
    expect(started.sends.calls).toHaveLength(0);
    expect(started.actor.getSnapshot().context.fieldErrors.mobileNum).toBeDefined();
  });

  it("on the username tab also checks the SMS code field's format before sending (spec §5)", () => {
    const started = start({ mobileVerification: true });
    started.type("mobileNum", "123456789");
    started.type("verificationCode", "abc");
    started.actor.send({ type: "code.send" });
    expect(started.sends.calls).toHaveLength(0);
    expect(started.actor.getSnapshot().context.fieldErrors.verificationCode).toEqual({ key: "verification_code_error", params: { max: 10 } });
    started.type("verificationCode", "");
    started.actor.send({ type: "code.send" });
    expect(started.sends.calls).toEqual([{ mobileNum: "123456789", countryDialingCode: "60" }]);
  });

  it("on the mobile tab checks only the number before sending", () => {
    const started = start({ mobileVerification: true });
    started.actor.send({ type: "method.switch", method: "mobile" });
    started.type("mobileNum", "123456789");
    started.type("verificationCode", "abc");
    started.actor.send({ type: "code.send" });
    expect(started.sends.calls).toHaveLength(1);
  });

  it("an optional mobile field on the username tab is checked only for format", () => {
    const started = start({ fieldRules: { ...table, mobileNum: { enabled: true, required: false } } });
    fillValid(started);
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().value).toBe("registering");
    expect(started.registrations.calls[0]).not.toHaveProperty("mobileNum");
    const again = start({ fieldRules: { ...table, mobileNum: { enabled: true, required: false } } });
    fillValid(again);
    again.type("mobileNum", "12ab");
    again.actor.send({ type: "submit" });
    expect(again.actor.getSnapshot().context.fieldErrors.mobileNum).toEqual({ key: "mobile_number_error", params: { min: 6, max: 20 } });
  });
});

describe("registration: the bot check the server asks for (reference §1.3)", () => {
  const passed: ChallengeResult = { captcha_id: "4f7a2c9e", lot_number: "lot1", pass_token: "pass1", gen_time: "1795282800", captcha_output: "out1" };
  const askedForBotCheck = () => apiFailure("Please complete the verification", { errorCode: "geetest_captcha_err" });

  async function challenged() {
    const started = start();
    fillValid(started);
    started.actor.send({ type: "submit" });
    started.registrations.next().reject(askedForBotCheck());
    await settle();
    started.challengeIds.next().resolve({ gt: "4f7a2c9e" });
    await settle();
    return started;
  }

  it("runs the challenge and sends the registration once more with its result", async () => {
    const started = await challenged();
    expect(started.challengeIds.calls).toEqual([{ product: "register" }]);
    expect(started.actor.getSnapshot().value).toBe("botCheck");
    expect(started.actor.getSnapshot().hasTag("busy")).toBe(true);
    started.challenges.next().resolve(passed);
    await settle();
    expect(started.registrations.calls).toHaveLength(2);
    expect(started.registrations.calls[1]).toMatchObject({ username: "new_player", geetestValidateV4: passed });
    expect(started.registrations.calls[0]).not.toHaveProperty("geetestValidateV4");
    started.registrations.next().resolve(true);
    await settle();
    expect(started.actor.getSnapshot().value).toBe("loggingIn");
  });

  it("re-submits once, not in a loop: a second geetest answer is shown", async () => {
    const started = await challenged();
    started.challenges.next().resolve(passed);
    await settle();
    started.registrations.next().reject(askedForBotCheck());
    await settle();
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.challengeIds.calls).toHaveLength(1);
    expect(started.registrations.calls).toHaveLength(2);
    expect(started.actor.getSnapshot().context.error).toEqual(failureShown("Please complete the verification", { errorCode: "geetest_captcha_err" }));
  });

  it("a new attempt after that may be challenged again", async () => {
    const started = await challenged();
    started.challenges.next().resolve(passed);
    await settle();
    started.registrations.next().reject(askedForBotCheck());
    await settle();
    started.actor.send({ type: "submit" });
    expect(started.registrations.calls.at(-1)).not.toHaveProperty("geetestValidateV4");
    started.registrations.next().reject(askedForBotCheck());
    await settle();
    expect(started.actor.getSnapshot().value).toBe("botCheck");
  });

  it("a cancelled challenge returns to the form with what was typed and says so", async () => {
    const started = await challenged();
    started.challenges.next().reject({ cancelled: true });
    await settle();
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.actor.getSnapshot().context.error).toEqual({ key: "bot_check_cancelled" });
    expect(started.actor.getSnapshot().context.values.username).toBe("new_player");
    expect(started.registrations.calls).toHaveLength(1);
  });

  it("a failed challenge returns to the form with the failure", async () => {
    const started = await challenged();
    started.challenges.next().reject(new Error("gt4.js did not load"));
    await settle();
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.actor.getSnapshot().context.error).toMatchObject({ failure: { kind: "unknown" } });
    expect(started.registrations.calls).toHaveLength(1);
  });
});

describe("registration: the challenge step before the automatic login (spec §8)", () => {
  const passed: ChallengeResult = { captcha_id: "7c1d9e2f", lot_number: "lot2", pass_token: "pass2", gen_time: "1795282801", captcha_output: "out2" };
  const askedForBotCheck = () => apiFailure("Please complete the verification", { errorCode: "geetest_captcha_err" });

  async function registered(input: Partial<RegistrationInput>) {
    const started = start(input);
    fillValid(started);
    started.actor.send({ type: "submit" });
    started.registrations.next().resolve({ customerId: 100988 });
    await settle();
    return started;
  }

  describe("with GEETEST3 on (botCheckBeforeLogin)", () => {
    async function challenged() {
      const started = await registered({ botCheckBeforeLogin: true });
      expect(started.actor.getSnapshot().value).toBe("loggingIn");
      expect(childState(started.actor, "autoLogin")).toBe("botCheck");
      expect(started.actor.getSnapshot().context.notice).toEqual({ key: "registered_successfully" });
      expect(started.actor.getSnapshot().hasTag("success")).toBe(true);
      expect(started.logins.calls).toHaveLength(0);
      expect(started.challengeIds.calls).toEqual([{ product: "login" }]);
      started.challengeIds.next().resolve({ gt: "7c1d9e2f" });
      await settle();
      expect(started.challenges.calls).toEqual([{ gt: "7c1d9e2f", product: "login" }]);
      return started;
    }

    it("passed: the one login carries the result, then home", async () => {
      const started = await challenged();
      started.challenges.next().resolve(passed);
      await settle();
      expect(started.logins.calls).toEqual([{ type: "username", username: "new_player", password: "s3cret-pw", geetestValidateV4: passed }]);
      started.logins.next().resolve(member);
      await settle();
      expect(started.actor.getSnapshot().value).toBe("done");
      expect(started.effects.at(-1)).toEqual(["navigate", { to: "/m/home" }]);
      expect(started.registrations.calls).toHaveLength(1);
    });

    it("cancelled: no login; the member is told on /m/login (the account exists)", async () => {
      const started = await challenged();
      started.challenges.next().reject({ cancelled: true });
      await settle();
      expect(started.actor.getSnapshot().value).toBe("toLogin");
      expect(started.logins.calls).toHaveLength(0);
      expect(started.effects).toEqual([
        ["tellMember", { message: { key: "bot_check_cancelled" } }],
        ["navigate", { to: "/m/login", username: "new_player" }],
      ]);
    });

    it("failed: no login; the failure is told on /m/login", async () => {
      const started = await challenged();
      started.challenges.next().reject(new Error("gt4.js did not load"));
      await settle();
      expect(started.actor.getSnapshot().value).toBe("toLogin");
      expect(started.logins.calls).toHaveLength(0);
      expect(started.effects.map(([name]) => name)).toEqual(["tellMember", "navigate"]);
    });

    it("a provider that never answers fails after BOT_CHECK_TIMEOUT_MS", async () => {
      const started = await challenged();
      await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS);
      expect(started.actor.getSnapshot().value).toBe("toLogin");
      expect(started.effects[0]).toEqual(["tellMember", { message: { key: "bot_check_failed" } }]);
    });

    it("a login that still asks for the check is not challenged again", async () => {
      const started = await challenged();
      started.challenges.next().resolve(passed);
      await settle();
      started.logins.next().reject(askedForBotCheck());
      await settle();
      expect(started.actor.getSnapshot().value).toBe("toLogin");
      expect(started.challengeIds.calls).toHaveLength(1);
      expect(started.logins.calls).toHaveLength(1);
    });
  });

  describe("with GEETEST3 off, when the automatic login asks for the check (reference §1.3)", () => {
    it("challenges once and logs in once more with the result", async () => {
      const started = await registered({});
      expect(started.actor.getSnapshot().value).toBe("loggingIn");
      expect(childState(started.actor, "autoLogin")).toBe("loggingIn");
      started.logins.next().reject(askedForBotCheck());
      await settle();
      expect(started.actor.getSnapshot().value).toBe("loggingIn");
      expect(childState(started.actor, "autoLogin")).toBe("botCheck");
      started.challengeIds.next().resolve({ gt: "7c1d9e2f" });
      await settle();
      started.challenges.next().resolve(passed);
      await settle();
      expect(started.logins.calls).toEqual([
        { type: "username", username: "new_player", password: "s3cret-pw" },
        { type: "username", username: "new_player", password: "s3cret-pw", geetestValidateV4: passed },
      ]);
      started.logins.next().reject(askedForBotCheck());
      await settle();
      expect(started.actor.getSnapshot().value).toBe("toLogin");
      expect(started.challengeIds.calls).toHaveLength(1);
    });
  });
});

describe("registration: submit", () => {
  it("sends type 0, the method and every filled field on screen", () => {
    const started = start();
    fillValid(started);
    started.type("email", "a@b.com");
    started.type("qqNum", "123");
    started.actor.send({ type: "submit" });
    expect(started.actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(started.registrations.calls).toEqual([
      {
        method: "username",
        type: 0,
        countryDialingCode: "60",
        username: "new_player",
        password: "s3cret-pw",
        confirmPassword: "s3cret-pw",
        payeeName: "Ali",
        email: "a@b.com",
      },
    ]);
  });

  it("says 'registered successfully' and logs in with the new credentials", async () => {
    const started = start();
    fillValid(started);
    started.actor.send({ type: "submit" });
    started.registrations.next().resolve({});
    await settle();
    expect(started.actor.getSnapshot().value).toBe("loggingIn");
    expect(childState(started.actor, "autoLogin")).toBe("loggingIn");
    expect(started.actor.getSnapshot().hasTag("success")).toBe(true);
    expect(started.actor.getSnapshot().context.notice).toEqual({ key: "registered_successfully" });
    expect(started.logins.calls).toEqual([{ type: "username", username: "new_player", password: "s3cret-pw" }]);
    started.logins.next().resolve(member);
    await settle();
    expect(started.actor.getSnapshot().value).toBe("done");
    expect(started.effects).toEqual([
      ["storeSession", { token: "tok-3", merchantCode: "mc_demo", userName: "new_player", type: 0, firstTimeLogin: false }],
      ["storeSessionPassword", { password: "s3cret-pw" }],
      ["navigate", { to: "/m/home" }],
    ]);
  });

  it("after a mobile registration logs in with the mobile number", async () => {
    const started = start({ usernameRegistration: false });
    fillValid(started);
    started.actor.send({ type: "submit" });
    started.registrations.next().resolve({});
    await settle();
    expect(started.logins.calls).toEqual([{ type: "username", username: "123456789", password: "s3cret-pw" }]);
  });

  it("on failure keeps every typed value and shows the server's message", async () => {
    const started = start();
    await failRegistration(started, false);
    expect(started.actor.getSnapshot().value).toBe("editing");
    expect(started.actor.getSnapshot().context.values).toMatchObject({
      username: "new_player",
      password: "s3cret-pw",
      confirmPassword: "s3cret-pw",
      payeeName: "Ali",
    });
    expect(started.actor.getSnapshot().context.error).toEqual(failureShown("username exists"));
  });

  it("a failed login after registering sends the user to the login page", async () => {
    const started = start();
    fillValid(started);
    started.actor.send({ type: "submit" });
    started.registrations.next().resolve({});
    await settle();
    started.logins.next().reject(apiFailure("system busy"));
    await settle();
    expect(started.actor.getSnapshot().value).toBe("toLogin");
    // The member is told why on the login page (the form's own alert leaves with this screen).
    expect(started.effects).toEqual([
      ["tellMember", { message: failureShown("system busy") }],
      ["navigate", { to: "/m/login", username: "new_player" }],
    ]);
  });

  it("leaves no timer running once stopped mid-countdown", async () => {
    const started = start({ mobileVerification: true });
    started.type("mobileNum", "123456789");
    started.actor.send({ type: "code.send" });
    started.sends.next().resolve({});
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    started.actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  // The graph walk takes 2-3 s alone and over 5 s on the shared 2-core machine under load.
  it("every reachable state is visited by a test above", () => {
    const events = [
      ...fieldChanges({ username: "new_player", password: "s3cret-pw", confirmPassword: "s3cret-pw", affiliateCode: "GOOD2" }),
      { type: "xstate.done.actor.checkLinkCode", output: true },
      { type: "xstate.done.actor.checkLinkCode", output: false },
      { type: "xstate.done.actor.checkAffiliateCode", output: true },
      { type: "xstate.error.actor.register", error: { errorCode: "geetest_captcha_err" } },
      { type: "xstate.done.actor.botCheck", output: { outcome: "cancelled" } },
      { type: "xstate.done.actor.autoLogin", output: { outcome: "loggedIn", result: member } },
    ];
    const fieldRules: RegistrationFieldTable = { affiliateCode: { enabled: true, required: false } };
    const firebaseEvents = [
      ...fieldChanges({ username: "new_player", password: "s3cret-pw", confirmPassword: "s3cret-pw", payeeName: "Ali", mobileNum: "123456789", verificationCode: "246810" }),
      { type: "xstate.done.actor.firebaseSms", output: { outcome: "verified", idToken: "fb-token" } },
      { type: "xstate.error.actor.register", error: { errorCode: "geetest_captcha_err" } },
      { type: "xstate.done.actor.botCheck", output: { outcome: "cancelled" } },
      { type: "xstate.done.actor.autoLogin", output: { outcome: "loggedIn", result: member } },
    ];
    const botCheckEvents = [
      ...fieldChanges({ username: "new_player", password: "s3cret-pw", confirmPassword: "s3cret-pw", payeeName: "Ali" }),
      { type: "xstate.done.actor.register", output: {} },
      { type: "xstate.done.actor.autoLogin", output: { outcome: "refused", message: { key: "bot_check_cancelled" } } },
    ];
    const reachable = reachableStates(registrationMachine, [
      { input: { ...baseInput, fieldRules, linkAffiliateCode: "BAD1", usernameRegistration: true, mobileRegistration: false }, events },
      { input: { ...baseInput, botCheckBeforeLogin: true, usernameRegistration: true, mobileRegistration: false }, events: botCheckEvents },
      { input: { ...baseInput, mobileVerification: true, firebaseSms: true, usernameRegistration: true, mobileRegistration: false }, events: firebaseEvents },
    ]);
    expect(reachable).toEqual(definedStates(registrationMachine));
    const report = printCoverage(coverageReport("registration", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  }, 30_000);
});
