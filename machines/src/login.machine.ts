/**
 * Login (spec §2 "Login screen", §4, §5): username + password, or mobile
 * number + SMS code when SMS login is on.
 *
 * Input (LoginInput): merchantCode, smsLoginEnabled, firebaseSmsLogin,
 * defaultCountryDialingCode, the remembered-login record the app read from
 * storage (or null), and captchaRequired: an earlier login of this browser
 * session asked for a captcha (spec §4), so it shows from the start.
 *
 * The app provides:
 * - actor `login`: (LoginPayload) => Promise<LoginResult>; rejects with
 *   { message, errorCode?, captcha? } (see serviceError.ts).
 * - actor `firebaseSms`: firebaseSmsMachine with its `verifyFirebaseCode`
 *   provided, used only when firebaseSmsLogin is on (spec §4: the code is
 *   checked by Firebase first and the login stops on a refusal).
 * - actors `captcha` and `smsCountdown`: captchaMachine / smsCountdownMachine
 *   given their own `fetchCaptcha` / `sendSmsCode` with `.provide(...)`.
 * - actions `storeSession` (SessionInfo → MC_SESSION_INFO), `storeSessionPassword`
 *   ({ password } → session PSW), `storeRememberedLogin` (RememberedLogin; the
 *   app double-encodes the password before writing), `clearRememberedLogin`,
 *   `requireCaptcha` (a failed login asked for a captcha: the app keeps that
 *   for the browser session and passes it back as input), `navigate` ({ to: Route }).
 *
 * A view reads context.method, values, remember, fieldErrors, error,
 * rememberedPassword, and the `captcha` / `sms` child refs; it matches tag
 * `busy` for the loading indicator and state `loggedIn` (final) once done.
 *
 * A remembered password can be used but is never revealed. The
 * password field filled from the remembered record stays `rememberedPassword:
 * "held"` until the member empties it (an edit keeps part of it); the view's
 * eye sends `password.reveal`, which, while it is held, clears the field first
 * (`"cleared"`, until the member types): what shows in clear is only ever what
 * the member typed.
 */
import { assign, enqueueActions, fromPromise, sendTo, setup } from "xstate";
import { changeField, codeSendEvent, failureAssignment, loggedInEffects, recheckFields, type AccountFormEvent, type CodeChildren, type FieldCheck, type FormContext, type FormEvent } from "./accountForm.ts";
import { captchaMachine } from "./captcha.machine.ts";
import { firebaseSmsMachine, invokeFirebaseSms } from "./firebaseSms.machine.ts";
import { buildLoginPayload, type LoginMethod, type LoginValues } from "./loginPayload.ts";
import type { Message } from "./messages.ts";
import { captchaRule, loginPasswordRule, mobileNumRule, smsCodeRule, usernameRule } from "./rules/account.rules.ts";
import { checkField, type FieldRule } from "./rules/fieldRule.ts";
import { checkSmsSend } from "./rules/smsSend.ts";
import type { LoginPayload, LoginResult } from "./sdkTypes.ts";
import { readFailure } from "./failure.ts";
import type { Route, SessionInfo } from "./session.ts";
import { smsCountdownMachine } from "./smsCountdown.machine.ts";

export type { LoginMethod, LoginValues } from "./loginPayload.ts";

export type LoginField = keyof LoginValues;

/** The remembered-login record (spec §3), with the password in clear: storage encoding is the app's. */
export interface RememberedLogin {
  readonly type: LoginMethod;
  /** The username, or the mobile number for an SMS login. */
  readonly username: string;
  /** Empty for an SMS login: codes are never remembered. */
  readonly password: string;
  readonly countryDialingCode?: string;
}

export interface LoginInput {
  readonly merchantCode: string;
  readonly smsLoginEnabled: boolean;
  readonly firebaseSmsLogin?: boolean;
  readonly defaultCountryDialingCode: string;
  readonly remembered?: RememberedLogin | null;
  readonly captchaRequired?: boolean;
  /**
   * The account the member was sent here with when an automatic login after
   * registering or setting a password did not happen: it fills the username
   * tab (the remembered record's password only when it is that account's).
   */
  readonly username?: string;
}

export type LoginFieldErrors = Readonly<Partial<Record<LoginField, Message>>>;

/**
 * Where the password field's value came from: `held`, the remembered
 * password (or what is left of it after an edit), never to be shown; `cleared`,
 * emptied by a reveal, until the member types; `typed`, the member's own.
 */
export type RememberedPasswordState = "held" | "cleared" | "typed";

export interface LoginContext extends FormContext<LoginField>, CodeChildren {
  readonly merchantCode: string;
  readonly smsLoginEnabled: boolean;
  readonly firebaseSmsLogin: boolean;
  readonly method: LoginMethod;
  readonly values: LoginValues;
  readonly remember: boolean;
  readonly remembered: RememberedLogin | null;
  readonly fieldErrors: LoginFieldErrors;
  /** The last failure: the server's text, or a key when it sent none. */
  readonly error: Message | undefined;
  readonly firebaseIdToken: string | undefined;
  readonly rememberedPassword: RememberedPasswordState;
}

export type LoginEvent =
  | FormEvent<LoginField>
  | AccountFormEvent<LoginMethod>
  | { type: "remember.change"; checked: boolean }
  /** The eye of the password field was tapped to show it: a held remembered password is cleared first. */
  | { type: "password.reveal" };

/** The password field holds the remembered one from the moment it is filled from the record until it is emptied. */
function passwordStateAfterRecall(recalled: Partial<LoginValues>, previous: RememberedPasswordState): RememberedPasswordState {
  return recalled.password ? "held" : previous;
}

/** A change of the password field: emptied, it is the member's own again; a held one stays held (part of it is still there). */
function passwordStateAfterChange(previous: RememberedPasswordState, value: string): RememberedPasswordState {
  return previous === "held" && value !== "" ? "held" : "typed";
}

const RULES: Readonly<Record<LoginMethod, Partial<Record<LoginField, FieldRule>>>> = {
  username: { username: usernameRule, password: loginPasswordRule },
  sms: { mobileNum: mobileNumRule, verificationCode: smsCodeRule },
};

function captchaShown(context: LoginContext): boolean {
  return context.captcha.getSnapshot().hasTag("visible");
}

function rulesFor(context: LoginContext): Partial<Record<LoginField, FieldRule>> {
  return captchaShown(context) ? { ...RULES[context.method], captcha: captchaRule } : RULES[context.method];
}

/** A field checked by the rule of the current method (and the captcha's once shown). */
function checkWith(context: LoginContext): FieldCheck<LoginField> {
  return (values, field) => {
    const rule = rulesFor(context)[field];
    return rule === undefined ? undefined : checkField(rule, values[field]);
  };
}

export function validateLogin(context: LoginContext): LoginFieldErrors {
  const errors: Partial<Record<LoginField, Message>> = {};
  for (const [field, rule] of Object.entries(rulesFor(context)) as [LoginField, FieldRule][]) {
    const error = checkField(rule, context.values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The remembered values for a method, when the record is for that method (spec §4). */
function recall(remembered: RememberedLogin | null, method: LoginMethod): Partial<LoginValues> {
  if (remembered === null || remembered.type !== method) return {};
  const dialing = remembered.countryDialingCode ? { countryDialingCode: remembered.countryDialingCode } : {};
  return method === "username"
    ? { username: remembered.username, password: remembered.password, ...dialing }
    : { mobileNum: remembered.username, ...dialing };
}

function rememberedRecord(context: LoginContext): RememberedLogin {
  return context.method === "username"
    ? { type: "username", username: context.values.username, password: context.values.password, countryDialingCode: context.values.countryDialingCode }
    : { type: "sms", username: context.values.mobileNum, password: "", countryDialingCode: context.values.countryDialingCode };
}

function initialContext(input: LoginInput): Omit<LoginContext, "captcha" | "sms"> {
  const smsRemembered = input.remembered?.type === "sms" && input.smsLoginEnabled;
  // spec §4: a remembered SMS login counts only when SMS login is on.
  const remembered = input.remembered?.type === "sms" && !input.smsLoginEnabled ? null : (input.remembered ?? null);
  const sentWith = input.username?.trim() ?? "";
  const method: LoginMethod = smsRemembered && sentWith === "" ? "sms" : "username";
  const recalled = recall(remembered, method);
  const sameAccount = sentWith === "" || recalled.username === sentWith;
  const blank: LoginValues = {
    username: "",
    password: "",
    mobileNum: "",
    countryDialingCode: input.defaultCountryDialingCode,
    verificationCode: "",
    captcha: "",
  };
  const values: LoginValues = { ...blank, ...(sameAccount ? recalled : {}), ...(sentWith === "" ? {} : { username: sentWith }) };
  return {
    merchantCode: input.merchantCode,
    smsLoginEnabled: input.smsLoginEnabled,
    firebaseSmsLogin: input.firebaseSmsLogin ?? false,
    method,
    values,
    remember: remembered?.type === method && sameAccount,
    remembered,
    fieldErrors: {},
    error: undefined,
    firebaseIdToken: undefined,
    rememberedPassword: values.password === "" ? "typed" : "held",
  };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as "busy",
  },
  actors: {
    captcha: captchaMachine,
    smsCountdown: smsCountdownMachine,
    firebaseSms: firebaseSmsMachine,
    login: fromPromise<LoginResult, LoginPayload>(async () => {
      throw new Error("loginMachine: provide the 'login' actor");
    }),
  },
  actions: {
    storeSession: (_, _session: SessionInfo) => {},
    storeSessionPassword: (_, _params: { password: string }) => {},
    storeRememberedLogin: (_, _record: RememberedLogin) => {},
    clearRememberedLogin: () => {},
    requireCaptcha: () => {},
    navigate: (_, _params: { to: Route }) => {},
    changeField: assign(({ context }, { field, value }: { field: LoginField; value: string }) => ({
      ...changeField(context, field, value, checkWith(context)),
      ...(field === "password" ? { rememberedPassword: passwordStateAfterChange(context.rememberedPassword, value) } : {}),
    })),
    // Revealing a held remembered password clears it; only what the member types is ever shown.
    clearHeldPassword: assign(({ context }) => {
      const { password: _password, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, password: "" }, fieldErrors, rememberedPassword: "cleared" as const };
    }),
    recheckFields: assign({ fieldErrors: ({ context }) => recheckFields(context, checkWith(context)) }),
    showFailure: assign(failureAssignment),
    switchMethod: assign(({ context }, { method }: { method: LoginMethod }) => ({
      method,
      values: { ...context.values, ...recall(context.remembered, method) },
      rememberedPassword: passwordStateAfterRecall(recall(context.remembered, method), context.rememberedPassword),
      remember: context.remembered?.type === method,
      fieldErrors: {},
      error: undefined,
    })),
    setRemember: assign({ remember: (_, checked: boolean) => checked }),
    forgetRemembered: assign({ remembered: null }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateLogin(context) }),
    showMobileError: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...checkSmsSend({ mobileNum: context.values.mobileNum }) }),
    }),
    startAttempt: assign({ fieldErrors: {}, error: undefined, firebaseIdToken: undefined }),
    refreshCaptcha: sendTo(({ context }) => context.captcha, { type: "captcha.refresh" }),
    showCaptcha: sendTo(({ context }) => context.captcha, { type: "captcha.show" }),
    sendCode: sendTo(({ context }) => context.sms, ({ context }) => codeSendEvent(context.values)),
  },
  guards: {
    canSwitchTo: ({ context }, { method }: { method: LoginMethod }) =>
      method !== context.method && (method === "username" || context.smsLoginEnabled),
    mobileValid: ({ context }) => Object.keys(checkSmsSend({ mobileNum: context.values.mobileNum })).length === 0,
    formInvalid: ({ context }) => Object.keys(validateLogin(context)).length > 0,
    checksCodeWithFirebase: ({ context }) => context.method === "sms" && context.firebaseSmsLogin,
    holdsRememberedPassword: ({ context }) => context.rememberedPassword === "held",
  },
}).createMachine({
  id: "login",
  context: ({ input, spawn }) => ({
    ...initialContext(input),
    captcha: spawn("captcha", { id: "captcha" }),
    sms: spawn("smsCountdown", { id: "sms" }),
  }),
  // spec §4: a captcha asked for earlier in this browser session is still needed.
  entry: enqueueActions(({ event, enqueue }) => {
    if ((event as { input?: LoginInput }).input?.captchaRequired) enqueue("showCaptcha");
  }),
  initial: "editing",
  on: {
    "field.change": { actions: { type: "changeField", params: ({ event }) => event } },
    "form.recheck": { actions: "recheckFields" },
    "password.reveal": { guard: "holdsRememberedPassword", actions: "clearHeldPassword" },
    "captcha.refresh": { actions: "refreshCaptcha" },
    "code.send": [{ guard: "mobileValid", actions: "sendCode" }, { actions: "showMobileError" }],
  },
  states: {
    editing: {
      on: {
        "method.switch": {
          // spec §4: switching reloads remembered credentials and refreshes a shown captcha.
          guard: { type: "canSwitchTo", params: ({ event }) => event },
          actions: [{ type: "switchMethod", params: ({ event }) => event }, "refreshCaptcha"],
        },
        "remember.change": [
          { guard: ({ event }) => event.checked, actions: { type: "setRemember", params: true } },
          // spec §4: unticking clears the stored record at once.
          { actions: [{ type: "setRemember", params: false }, "forgetRemembered", "clearRememberedLogin"] },
        ],
        submit: [
          { guard: "formInvalid", actions: "showFieldErrors" },
          { guard: "checksCodeWithFirebase", target: "verifyingCode", actions: "startAttempt" },
          { target: "submitting", actions: "startAttempt" },
        ],
      },
    },
    verifyingCode: {
      // spec §4: with Firebase SMS login the code is checked first; login stops on failure.
      tags: ["busy"],
      invoke: invokeFirebaseSms<LoginContext, LoginEvent>("submitting"),
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) =>
          buildLoginPayload({
            method: context.method,
            values: context.values,
            captchaShown: captchaShown(context),
            ...(context.firebaseIdToken === undefined ? {} : { firebaseIdToken: context.firebaseIdToken }),
          }),
        onDone: {
          target: "loggedIn",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const password = context.method === "username" ? context.values.password : undefined;
            for (const effect of loggedInEffects(event.output, context.merchantCode, password)) {
              // spec §4: before leaving, a ticked box stores the record, an unticked one clears it.
              if (effect.type === "navigate") {
                if (context.remember) enqueue({ type: "storeRememberedLogin", params: rememberedRecord(context) });
                else enqueue({ type: "clearRememberedLogin" });
              }
              enqueue(effect);
            }
          }),
        },
        onError: [
          {
            // spec §4: a failed login that asks for a captcha shows it (a new one if already shown).
            guard: ({ event }) => readFailure(event.error).captchaRequired,
            target: "editing",
            actions: [{ type: "showFailure", params: ({ event }) => event }, "showCaptcha", "requireCaptcha"],
          },
          { target: "editing", actions: { type: "showFailure", params: ({ event }) => event } },
        ],
      },
    },
    loggedIn: { type: "final" },
  },
});
