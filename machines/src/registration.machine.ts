/**
 * Registration (spec §2 "Registration screen", §4, §5, §8): by username
 * (default) or by mobile number, fields and rules from the server's table,
 * affiliate code from the link, captcha when asked, SMS code when REGMOBVERF3
 * is on; success logs in with the new credentials.
 *
 * Input (RegistrationInput): merchantCode, usernameRegistration (USERNAMEREG3),
 * mobileRegistration (MOBILENUMREG3), mobileVerification (REGMOBVERF3),
 * fieldRules (the server table), linkAffiliateCode (the link's `code`
 * parameter, or null), defaultCountryDialingCode.
 *
 * The app provides:
 * - actor `checkAffiliateCode`: ({ code }) => Promise<boolean> (the check's data.success).
 * - actor `register`: (RegistrationRequest) => Promise<unknown>; rejects with
 *   { message, errorCode?, captcha? }.
 * - actors `captcha` and `smsCountdown` with their own actors provided.
 * - actor `botCheck`: botCheckMachine with its actors provided: when
 *   the register call answers an errorCode containing `geetest` (reference
 *   §1.3) the challenge runs and the call is sent once more with its result
 *   (`geetestValidateV4`); a second such answer is shown, not challenged again.
 * - actor `autoLogin`: autoLoginMachine with its `login` and `botCheck`
 *   provided (autoLogin.machine.ts): the automatic login after success (spec
 *   §8 'registered successfully, about to log in' with a challenge step),
 *   challenged first when input.botCheckBeforeLogin (GEETEST3) is on, or once
 *   when it answers such an errorCode; one that does not happen leaves the
 *   member on /m/login, told why.
 * - actor `firebaseSms`: firebaseSmsMachine with its `verifyFirebaseCode`
 *   provided, used only when input.firebaseSms is on (spec §3, §4):
 *   the SMS code is checked by Firebase before the register call, which then
 *   carries `firebaseChannel: sms` and `firebaseIdToken`; a wrong code stops there.
 * - actions `storeSession`, `storeSessionPassword`, `navigate` ({ to }),
 *   `focusField` ({ field }), `tellMember` ({ message }): why the automatic
 *   login did not happen, said as the machine leaves for /m/login.
 *
 * With the captcha on, the view sends `details.check` first (every field but
 * the captcha; spec §5 focuses the first wrong one) and opens the dialog
 * (spec §2) when none is wrong; the dialog's confirm sends `submit`.
 *
 * A view reads context.method, canSwitchMethod, values, agree, fieldErrors,
 * error, notice and the `captcha` / `sms` children; it lists fields with
 * registrationFields(formOf(context)), disables the button with
 * registerDisabled(context), and matches tags `checking`, `busy`, `success`.
 */
import { assign, fromPromise, sendTo, setup } from "xstate";
import { changeField, codeSendEvent, failureAssignment, recheckFields, type AccountFormEvent, type CodeChildren, type FieldCheck, type FormContext, type FormEvent } from "./accountForm.ts";
import { autoLoginMachine, invokeAutoLogin, type AutoLoginAccount } from "./autoLogin.machine.ts";
import { asksForBotCheck, botCheckMachine, botCheckRefusal, passedChallenge, type ChallengeResult } from "./botCheck.machine.ts";
import { captchaMachine } from "./captcha.machine.ts";
import { keyMessage, type Message } from "./messages.ts";
import {
  buildRegistrationRequest,
  checkRegistrationField,
  registrationFields,
  validateRegistration,
  type LinkAffiliateStatus,
  type RegistrationFieldErrors,
  type RegistrationFormField,
  type RegistrationFormState,
  type RegistrationMethod,
  type RegistrationRequest,
  type RegistrationValues,
} from "./registrationForm.ts";
import type { RegistrationFieldTable } from "./rules/registrationTable.ts";
import { checkSmsSend } from "./rules/smsSend.ts";
import { firebaseSmsMachine, invokeFirebaseSms } from "./firebaseSms.machine.ts";
import { readFailure } from "./failure.ts";
import type { Route, SessionInfo } from "./session.ts";
import { smsCountdownMachine } from "./smsCountdown.machine.ts";

export interface RegistrationInput {
  readonly merchantCode: string;
  /** USERNAMEREG3 */
  readonly usernameRegistration: boolean;
  /** MOBILENUMREG3 */
  readonly mobileRegistration: boolean;
  /** REGMOBVERF3 */
  readonly mobileVerification: boolean;
  readonly fieldRules: RegistrationFieldTable;
  readonly linkAffiliateCode?: string | null;
  readonly defaultCountryDialingCode: string;
  /** The server's verification settings select Firebase for SMS. */
  readonly firebaseSms?: boolean;
  /** GEETEST3 (spec §8): the bot check runs before the automatic login after registering. */
  readonly botCheckBeforeLogin?: boolean;
}

/** What the register actor receives: the form's request, and the challenge and Firebase results when there are any. */
export type RegisterCall = RegistrationRequest & {
  readonly geetestValidateV4?: ChallengeResult;
  readonly firebaseChannel?: "sms";
  readonly firebaseIdToken?: string;
};

export interface RegistrationContext extends FormContext<RegistrationFormField>, CodeChildren {
  readonly merchantCode: string;
  readonly method: RegistrationMethod;
  readonly canSwitchMethod: boolean;
  readonly mobileVerification: boolean;
  readonly fieldRules: RegistrationFieldTable;
  readonly linkAffiliate: LinkAffiliateStatus;
  readonly values: RegistrationValues;
  /** spec §4: the register button is disabled while this is false; true at first. */
  readonly agree: boolean;
  readonly fieldErrors: RegistrationFieldErrors;
  readonly error: Message | undefined;
  readonly notice: Message | undefined;
  /** The bot check's result, once passed for this attempt: the next register call carries it, and no second challenge follows. */
  readonly challenge: ChallengeResult | undefined;
  readonly botCheckBeforeLogin: boolean;
  readonly firebaseSms: boolean;
  /** Firebase's id token once it accepted this attempt's SMS code. */
  readonly firebaseIdToken: string | undefined;
}

export type RegistrationEvent =
  | FormEvent<RegistrationFormField>
  | AccountFormEvent<RegistrationMethod>
  | { type: "agree.change"; checked: boolean }
  | { type: "dialog.open" }
  | { type: "details.check" };

/** The form as the pure helpers in registrationForm.ts see it. */
export function formOf(context: RegistrationContext): RegistrationFormState {
  return {
    method: context.method,
    fieldRules: context.fieldRules,
    mobileVerification: context.mobileVerification,
    linkAffiliate: context.linkAffiliate,
    values: context.values,
    captchaShown: context.captcha.getSnapshot().hasTag("visible"),
  };
}

/** spec §4: with Firebase SMS the code on screen is checked by Firebase before the register call. */
function checksCodeWithFirebase(context: RegistrationContext): boolean {
  return context.firebaseSms && registrationFields(formOf(context)).includes("verificationCode");
}

export function registerDisabled(context: RegistrationContext): boolean {
  return !context.agree;
}

/** spec §5: on the username tab with phone verification on, the code field is checked before sending too. */
function smsSendErrors(context: RegistrationContext): RegistrationFieldErrors {
  const checkCode = context.method === "username" && context.mobileVerification;
  return checkSmsSend({
    mobileNum: context.values.mobileNum,
    ...(checkCode ? { verificationCode: context.values.verificationCode } : {}),
  });
}

function firstWrongField(context: RegistrationContext, errors: RegistrationFieldErrors = validateRegistration(formOf(context))): RegistrationFormField | undefined {
  return registrationFields(formOf(context)).find((field) => errors[field] !== undefined);
}

/** The form's fields without the captcha, which the registration dialog asks for after them (spec §2). */
function detailErrors(context: RegistrationContext): RegistrationFieldErrors {
  const { captcha: _askedInTheDialog, ...errors } = validateRegistration(formOf(context));
  return errors;
}

function checkWith(context: RegistrationContext): FieldCheck<RegistrationFormField> {
  return (values, field) => checkRegistrationField({ ...formOf(context), values }, field);
}

function initialMethod(input: RegistrationInput): RegistrationMethod {
  // spec §4: mobile only when mobile registration is on and username registration off.
  return input.mobileRegistration && !input.usernameRegistration ? "mobile" : "username";
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as "checking" | "busy" | "success",
  },
  actors: {
    captcha: captchaMachine,
    smsCountdown: smsCountdownMachine,
    botCheck: botCheckMachine,
    autoLogin: autoLoginMachine,
    firebaseSms: firebaseSmsMachine,
    checkAffiliateCode: fromPromise<boolean, { code: string }>(async () => {
      throw new Error("registrationMachine: provide the 'checkAffiliateCode' actor");
    }),
    register: fromPromise<unknown, RegisterCall>(async () => {
      throw new Error("registrationMachine: provide the 'register' actor");
    }),
  },
  actions: {
    storeSession: (_, _session: SessionInfo) => {},
    storeSessionPassword: (_, _params: { password: string }) => {},
    /** `username`: the new account, for the login page to fill when the automatic login did not happen. */
    navigate: (_, _params: { to: Route; username?: string }) => {},
    focusField: (_, _params: { field: RegistrationFormField }) => {},
    tellMember: (_, _params: { message: Message }) => {},
    /** The automatic login's word after a login when the parent names what it did (forgot password's); registration names none. */
    announce: (_, _params: { message: Message }) => {},
    changeField: assign(({ context }, { field, value }: { field: RegistrationFormField; value: string }) =>
      changeField(context, field, value, checkWith(context)),
    ),
    recheckFields: assign({ fieldErrors: ({ context }) => recheckFields(context, checkWith(context)) }),
    showFailure: assign(failureAssignment),
    showMessage: assign({ error: (_, { message }: { message: Message }) => message }),
    showDetailErrors: assign({ fieldErrors: ({ context }) => detailErrors(context) }),
    switchMethod: assign({ method: (_, method: RegistrationMethod) => method, fieldErrors: {}, error: undefined }),
    setAgree: assign({ agree: (_, checked: boolean) => checked }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateRegistration(formOf(context)) }),
    showSmsSendErrors: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...smsSendErrors(context) }) }),
    startAttempt: assign({ fieldErrors: {}, error: undefined, firebaseIdToken: undefined }),
    forgetChallenge: assign({ challenge: undefined }),
    rejectAffiliateCode: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, affiliateCode: keyMessage("invitation_code_error") }),
    }),
    markLink: assign({ linkAffiliate: (_, status: LinkAffiliateStatus) => status }),
    refreshCaptcha: sendTo(({ context }) => context.captcha, { type: "captcha.refresh" }),
    showCaptcha: sendTo(({ context }) => context.captcha, { type: "captcha.show" }),
    sendCode: sendTo(({ context }) => context.sms, ({ context }) => codeSendEvent(context.values)),
  },
  guards: {
    noLinkCode: ({ context }) => context.linkAffiliate === "none",
    canSwitchTo: ({ context }, method: RegistrationMethod) => context.canSwitchMethod && method !== context.method,
    smsSendAllowed: ({ context }) => Object.keys(smsSendErrors(context)).length === 0,
    notAgreed: ({ context }) => !context.agree,
    formInvalid: ({ context }) => Object.keys(validateRegistration(formOf(context))).length > 0,
    detailsInvalid: ({ context }) => Object.keys(detailErrors(context)).length > 0,
    // spec §5: an affiliate code typed after the link's code failed is verified before registering.
    affiliateNeedsCheck: ({ context }) =>
      context.linkAffiliate === "invalid" && context.values.affiliateCode !== "" && registrationFields(formOf(context)).includes("affiliateCode"),
    codeAccepted: (_, accepted: boolean) => accepted,
    // spec §4: with Firebase SMS the code on screen is checked by Firebase first.
    checksCodeWithFirebase: ({ context }) => checksCodeWithFirebase(context),
  },
}).createMachine({
  id: "registration",
  context: ({ input, spawn }) => {
    const linkCode = input.linkAffiliateCode?.trim() ?? "";
    return {
      merchantCode: input.merchantCode,
      method: initialMethod(input),
      // spec §4: the tab switch shows only when both methods are on.
      canSwitchMethod: input.usernameRegistration && input.mobileRegistration,
      mobileVerification: input.mobileVerification,
      fieldRules: input.fieldRules,
      linkAffiliate: linkCode === "" ? "none" : "checking",
      values: {
        ...emptyValues(),
        countryDialingCode: input.defaultCountryDialingCode,
        affiliateCode: linkCode,
      },
      agree: true,
      fieldErrors: {},
      error: undefined,
      notice: undefined,
      challenge: undefined,
      botCheckBeforeLogin: input.botCheckBeforeLogin ?? false,
      firebaseSms: input.firebaseSms ?? false,
      firebaseIdToken: undefined,
      captcha: spawn("captcha", { id: "captcha" }),
      sms: spawn("smsCountdown", { id: "sms" }),
    };
  },
  initial: "checkingLink",
  on: {
    "field.change": { actions: { type: "changeField", params: ({ event }) => event } },
    "form.recheck": { actions: "recheckFields" },
    "agree.change": { actions: { type: "setAgree", params: ({ event }) => event.checked } },
    "captcha.refresh": { actions: "refreshCaptcha" },
    // spec §2: opening the registration dialog fetches a new captcha (when one is shown).
    "dialog.open": { actions: "refreshCaptcha" },
    "code.send": [{ guard: "smsSendAllowed", actions: "sendCode" }, { actions: "showSmsSendErrors" }],
  },
  states: {
    checkingLink: {
      // spec §4: the link's affiliate code is checked on load.
      tags: ["checking"],
      always: { guard: "noLinkCode", target: "editing" },
      invoke: {
        id: "checkLinkCode",
        src: "checkAffiliateCode",
        input: ({ context }) => ({ code: context.values.affiliateCode }),
        onDone: [
          {
            guard: { type: "codeAccepted", params: ({ event }) => event.output },
            target: "editing",
            actions: { type: "markLink", params: "valid" },
          },
          { target: "editing", actions: { type: "markLink", params: "invalid" } },
        ],
        onError: { target: "editing", actions: { type: "markLink", params: "invalid" } },
      },
    },
    editing: {
      on: {
        "method.switch": {
          // spec §4: the typed phone number carries over, as both tabs share it.
          guard: { type: "canSwitchTo", params: ({ event }) => event.method },
          actions: { type: "switchMethod", params: ({ event }) => event.method },
        },
        // spec §5: the details are checked before the dialog asks for the captcha; the first wrong one is focused.
        "details.check": [
          {
            guard: "detailsInvalid",
            actions: ["showDetailErrors", { type: "focusField", params: ({ context }) => ({ field: firstWrongField(context, detailErrors(context)) ?? "username" }) }],
          },
          { actions: "showDetailErrors" },
        ],
        submit: [
          { guard: "notAgreed" },
          {
            guard: "formInvalid",
            actions: [
              "showFieldErrors",
              // spec §5: the first failing field is focused.
              { type: "focusField", params: ({ context }) => ({ field: firstWrongField(context) ?? "username" }) },
            ],
          },
          { guard: "affiliateNeedsCheck", target: "verifyingAffiliate", actions: "startAttempt" },
          { guard: "checksCodeWithFirebase", target: "verifyingCode", actions: ["startAttempt", "forgetChallenge"] },
          { target: "registering", actions: ["startAttempt", "forgetChallenge"] },
        ],
      },
    },
    verifyingAffiliate: {
      tags: ["busy"],
      invoke: {
        id: "checkAffiliateCode",
        src: "checkAffiliateCode",
        input: ({ context }) => ({ code: context.values.affiliateCode }),
        onDone: [
          {
            guard: ({ context, event }) => event.output && checksCodeWithFirebase(context),
            target: "verifyingCode",
            actions: "forgetChallenge",
          },
          { guard: { type: "codeAccepted", params: ({ event }) => event.output }, target: "registering", actions: "forgetChallenge" },
          {
            // spec §8: 'invitation code error', focus the field, no submit.
            target: "editing",
            actions: ["rejectAffiliateCode", { type: "focusField", params: { field: "affiliateCode" } }],
          },
        ],
        onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => event } },
      },
    },
    verifyingCode: {
      // spec §4: the SMS code is checked by Firebase first; a wrong one stops before the platform.
      tags: ["busy"],
      invoke: invokeFirebaseSms<RegistrationContext, RegistrationEvent>("registering"),
    },
    registering: {
      tags: ["busy"],
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => ({
          ...buildRegistrationRequest(formOf(context)),
          ...(context.challenge === undefined ? {} : { geetestValidateV4: context.challenge }),
          ...(context.firebaseIdToken === undefined ? {} : { firebaseChannel: "sms" as const, firebaseIdToken: context.firebaseIdToken }),
        }),
        // spec §8: 'registered successfully, about to log in' (with a challenge step under GEETEST3).
        onDone: { target: "loggingIn", actions: assign({ notice: keyMessage("registered_successfully") }) },
        onError: [
          // reference §1.3: the server wants the bot check; once per attempt, never in a loop.
          { guard: ({ context, event }) => context.challenge === undefined && asksForBotCheck(event.error), target: "botCheck" },
          {
            guard: ({ event }) => readFailure(event.error).captchaRequired,
            target: "editing",
            actions: [{ type: "showFailure", params: ({ event }) => event }, "showCaptcha"],
          },
          { target: "editing", actions: { type: "showFailure", params: ({ event }) => event } },
        ],
      },
    },
    botCheck: {
      tags: ["busy"],
      invoke: {
        id: "botCheck",
        src: "botCheck",
        input: { product: "register" as const },
        onDone: [
          { guard: ({ event }) => passedChallenge(event.output) !== undefined, target: "registering", actions: assign({ challenge: ({ event }) => passedChallenge(event.output) }) },
          { target: "editing", actions: assign({ error: ({ event }) => botCheckRefusal(event.output) }) },
        ],
      },
    },
    loggingIn: {
      // spec §8: 'registered successfully, about to log in', then a login with the new credentials.
      tags: ["busy", "success"],
      // The account exists; a login that did not happen is left to the member, told why, on /m/login.
      invoke: invokeAutoLogin<RegistrationContext, RegistrationEvent>(newLogin),
    },
    done: { type: "final" },
    toLogin: { type: "final" },
  },
});

/** The automatic login's account: the username, or the mobile number on the mobile tab (spec §8), with the new password. */
function newLogin(context: RegistrationContext): AutoLoginAccount {
  return { username: context.method === "username" ? context.values.username : context.values.mobileNum, password: context.values.password };
}

function emptyValues(): Record<RegistrationFormField, string> {
  return {
    username: "",
    mobileNum: "",
    password: "",
    confirmPassword: "",
    paymentPassword: "",
    nickname: "",
    payeeName: "",
    email: "",
    idNumber: "",
    qqNum: "",
    facebook: "",
    wechat: "",
    line: "",
    whatsapp: "",
    zalo: "",
    birthday: "",
    recommenderId: "",
    affiliateCode: "",
    countryDialingCode: "",
    verificationCode: "",
    captcha: "",
  };
}
