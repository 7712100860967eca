/**
 * Forgot password (spec §2 "Forgot-password screen", §4, §5, §8): recovery by
 * email (username + email) or by phone (mobile + SMS code + new password, then
 * an automatic login with the mobile number as username).
 *
 * Input (ForgotPasswordInput): merchantCode, phoneRecovery (CHNGPASSVERIF3),
 * emailRecovery (CHNGPASSMAIL3), defaultCountryDialingCode, botCheckBeforeLogin
 * (GEETEST3: the challenge runs before the automatic login, spec §4 "bot check on").
 *
 * The app provides:
 * - actor `retrievePasswordByEmail`: ({ username, email }) => Promise<unknown>
 *   (the form-encoded email retrieval).
 * - actor `setPasswordByPhone`: (PhonePasswordReset) => Promise<unknown>; rejects
 *   with { message, errorCode } (errorCode `modify.new.old.same` matters).
 * - actor `autoLogin`: autoLoginMachine with its `login` and `botCheck`
 *   provided (spec §4 "bot check on"; autoLogin.machine.ts): the
 *   automatic login with the mobile number and the new password, challenged
 *   first with input.botCheckBeforeLogin, or once when the login asks for it.
 *   One that does not happen ends on /m/login saying the password was changed
 *   and to log in with it, with the reason (only the login is left
 *   to do by hand); one that does announces the change.
 * - actor `smsCountdown`: smsCountdownMachine with its `sendSmsCode` provided.
 * - actions `storeSession`, `storeSessionPassword`, `goBack`,
 *   `navigate` ({ to, username?, notice?, reason? }): /m/login after a refused
 *   automatic login carries the account, the word that the password was
 *   changed (`password_set`) and why the login did not happen (this screen's
 *   own alert leaves with it); `announce` ({ message }): the same word, said
 *   once the member is logged in.
 *
 * A view reads context.method, canSwitchMethod, values, fieldErrors, error,
 * notice and the `sms` child; it matches tags `busy` and `sent`, and uses
 * phoneSubmitDisabled(context) for the phone form's button.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from "xstate";
import { changeField, codeSendEvent, failureAssignment, recheckFields, type AccountFormEvent, type FieldCheck, type FormContext, type FormEvent } from "./accountForm.ts";
import { autoLoginMachine, invokeAutoLogin, type AutoLoginAccount } from "./autoLogin.machine.ts";
import { keyMessage, type Message } from "./messages.ts";
import { emailRule, mobileNumRule, newPasswordRule, smsCodeRule, usernameRule } from "./rules/account.rules.ts";
import { checkField, type FieldRule } from "./rules/fieldRule.ts";
import { checkSmsSend } from "./rules/smsSend.ts";
import { readFailure } from "./failure.ts";
import type { Route, SessionInfo } from "./session.ts";
import { smsCountdownMachine } from "./smsCountdown.machine.ts";
import { EMAIL_SENT_MESSAGE_MS } from "./timings.ts";

export type RecoveryMethod = "phone" | "email";

export interface ForgotPasswordValues {
  readonly username: string;
  readonly email: string;
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

export type ForgotPasswordField = keyof ForgotPasswordValues;

export interface ForgotPasswordInput {
  readonly merchantCode: string;
  /** CHNGPASSVERIF3 */
  readonly phoneRecovery: boolean;
  /** CHNGPASSMAIL3 */
  readonly emailRecovery: boolean;
  readonly defaultCountryDialingCode: string;
  /** GEETEST3 (spec §4 "bot check on"): the bot check runs before the automatic login, not only when that login asks for it. */
  readonly botCheckBeforeLogin?: boolean;
}

export interface EmailRecoveryRequest {
  readonly username: string;
  readonly email: string;
}

/** spec §3 "Set-password-by-phone" (the app adds firebaseIdToken when it uses Firebase). */
export interface PhonePasswordReset {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

export type ForgotPasswordFieldErrors = Readonly<Partial<Record<ForgotPasswordField, Message>>>;

export interface ForgotPasswordContext extends FormContext<ForgotPasswordField> {
  readonly merchantCode: string;
  readonly method: RecoveryMethod;
  readonly canSwitchMethod: boolean;
  readonly values: ForgotPasswordValues;
  readonly fieldErrors: ForgotPasswordFieldErrors;
  readonly error: Message | undefined;
  readonly notice: Message | undefined;
  /** spec §5: the phone form's submit stays disabled until a field is touched. */
  readonly touched: boolean;
  readonly botCheckBeforeLogin: boolean;
  readonly sms: ActorRefFrom<typeof smsCountdownMachine>;
}

export type ForgotPasswordEvent = FormEvent<ForgotPasswordField> | Exclude<AccountFormEvent<RecoveryMethod>, { type: "captcha.refresh" }>;

/** The server's code for "new password equals the old one" on set-password-by-phone (spec §8). */
export const NEW_EQUALS_OLD_CODE = "modify.new.old.same";

const RULES: Readonly<Record<RecoveryMethod, Partial<Record<ForgotPasswordField, FieldRule>>>> = {
  email: { username: usernameRule, email: emailRule },
  phone: { mobileNum: mobileNumRule, verificationCode: smsCodeRule, newPassword: newPasswordRule },
};

/** spec §5: username and email are trimmed before they are checked and sent. */
function trimmedEmailRequest(values: ForgotPasswordValues): EmailRecoveryRequest {
  return { username: values.username.trim(), email: values.email.trim() };
}

function checked(method: RecoveryMethod, field: ForgotPasswordField, values: ForgotPasswordValues): Message | undefined {
  const rule = RULES[method][field];
  if (rule === undefined) return undefined;
  const value = method === "email" && (field === "username" || field === "email") ? trimmedEmailRequest(values)[field] : values[field];
  return checkField(rule, value);
}

function checkWith(method: RecoveryMethod): FieldCheck<ForgotPasswordField> {
  return (values, field) => checked(method, field, values);
}

export function validateForgotPassword(context: Pick<ForgotPasswordContext, "method" | "values">): ForgotPasswordFieldErrors {
  const errors: Partial<Record<ForgotPasswordField, Message>> = {};
  for (const field of Object.keys(RULES[context.method]) as ForgotPasswordField[]) {
    const error = checked(context.method, field, context.values);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** spec §5: the phone form submits only once touched and while no field is wrong. */
export function phoneSubmitDisabled(context: ForgotPasswordContext): boolean {
  return !context.touched || Object.keys(validateForgotPassword({ ...context, method: "phone" })).length > 0;
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    tags: {} as "busy" | "sent",
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    autoLogin: autoLoginMachine,
    retrievePasswordByEmail: fromPromise<unknown, EmailRecoveryRequest>(async () => {
      throw new Error("forgotPasswordMachine: provide the 'retrievePasswordByEmail' actor");
    }),
    setPasswordByPhone: fromPromise<unknown, PhonePasswordReset>(async () => {
      throw new Error("forgotPasswordMachine: provide the 'setPasswordByPhone' actor");
    }),
  },
  actions: {
    storeSession: (_, _session: SessionInfo) => {},
    storeSessionPassword: (_, _params: { password: string }) => {},
    /** `username`: the account whose password was set, for the login page to fill when the automatic login did not happen. */
    navigate: (_, _params: { to: Route; username?: string; notice?: Message; reason?: Message }) => {},
    goBack: () => {},
    announce: (_, _params: { message: Message }) => {},
    /** The automatic login's refusal without a `done` word (registration's); forgot password says it on /m/login instead. */
    tellMember: (_, _params: { message: Message }) => {},
    changeField: assign(({ context }, { field, value }: { field: ForgotPasswordField; value: string }) => {
      // spec §5: the phone form re-validates on change; the email form rechecks a field already marked wrong.
      const onPhoneForm = context.method === "phone" && RULES.phone[field] !== undefined;
      return { ...changeField(context, field, value, checkWith(context.method), onPhoneForm), touched: context.touched || onPhoneForm };
    }),
    recheckFields: assign({ fieldErrors: ({ context }) => recheckFields(context, checkWith(context.method)) }),
    showFailure: assign(failureAssignment),
    switchMethod: assign({
      method: (_, method: RecoveryMethod) => method,
      fieldErrors: {},
      error: undefined,
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateForgotPassword(context) }),
    showMobileError: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...checkSmsSend({ mobileNum: context.values.mobileNum }) }),
    }),
    startAttempt: assign({ fieldErrors: {}, error: undefined }),
    showMessage: assign({ error: (_, { message }: { message: Message }) => message }),
    sendCode: sendTo(({ context }) => context.sms, ({ context }) => codeSendEvent(context.values)),
  },
  guards: {
    canSwitchTo: ({ context }, method: RecoveryMethod) => context.canSwitchMethod && method !== context.method,
    mobileValid: ({ context }) => Object.keys(checkSmsSend({ mobileNum: context.values.mobileNum })).length === 0,
    formInvalid: ({ context }) => Object.keys(validateForgotPassword(context)).length > 0,
    emailMethod: ({ context }) => context.method === "email",
  },
  delays: {
    // spec §4, §9
    emailSentMessage: EMAIL_SENT_MESSAGE_MS,
  },
}).createMachine({
  id: "forgotPassword",
  context: ({ input, spawn }) => ({
    merchantCode: input.merchantCode,
    // spec §4: phone when CHNGPASSVERIF3 is on, else email; a toggle only when both are on.
    method: input.phoneRecovery ? "phone" : "email",
    canSwitchMethod: input.phoneRecovery && input.emailRecovery,
    values: {
      username: "",
      email: "",
      mobileNum: "",
      countryDialingCode: input.defaultCountryDialingCode,
      verificationCode: "",
      newPassword: "",
    },
    fieldErrors: {},
    error: undefined,
    notice: undefined,
    touched: false,
    botCheckBeforeLogin: input.botCheckBeforeLogin ?? false,
    sms: spawn("smsCountdown", { id: "sms" }),
  }),
  initial: "editing",
  on: {
    "field.change": { actions: { type: "changeField", params: ({ event }) => event } },
    "form.recheck": { actions: "recheckFields" },
    "code.send": [{ guard: "mobileValid", actions: "sendCode" }, { actions: "showMobileError" }],
  },
  states: {
    editing: {
      on: {
        "method.switch": {
          guard: { type: "canSwitchTo", params: ({ event }) => event.method },
          actions: { type: "switchMethod", params: ({ event }) => event.method },
        },
        submit: [
          { guard: "formInvalid", actions: "showFieldErrors" },
          { guard: "emailMethod", target: "sendingEmail", actions: "startAttempt" },
          { target: "settingPassword", actions: "startAttempt" },
        ],
      },
    },
    sendingEmail: {
      tags: ["busy"],
      invoke: {
        id: "retrievePasswordByEmail",
        src: "retrievePasswordByEmail",
        input: ({ context }) => trimmedEmailRequest(context.values),
        onDone: { target: "emailSent", actions: assign({ notice: keyMessage("email_sent") }) },
        onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => event } },
      },
    },
    emailSent: {
      // spec §4: 'has been sent' shows 1 s, then the screen goes back.
      tags: ["sent"],
      after: { emailSentMessage: { target: "done", actions: "goBack" } },
    },
    settingPassword: {
      tags: ["busy"],
      invoke: {
        id: "setPasswordByPhone",
        src: "setPasswordByPhone",
        input: ({ context }) => ({
          mobileNum: context.values.mobileNum,
          countryDialingCode: context.values.countryDialingCode,
          verificationCode: context.values.verificationCode,
          newPassword: context.values.newPassword,
        }),
        onDone: { target: "loggingIn" },
        onError: {
          target: "editing",
          // spec §8: 'modify.new.old.same' clears the password field, any other error the code field.
          actions: assign(({ context, event }) => {
            const failure = readFailure(event.error);
            const cleared: ForgotPasswordField = failure.errorCode === NEW_EQUALS_OLD_CODE ? "newPassword" : "verificationCode";
            return { error: { failure }, values: { ...context.values, [cleared]: "" } };
          }),
        },
      },
    },
    loggingIn: {
      // spec §4: log in with the mobile number as username and the new password (bot check on).
      tags: ["busy"],
      // The password is set; a login that did not happen is left to the member, told why, on /m/login.
      // Either way the member is told that the password was changed.
      invoke: invokeAutoLogin<ForgotPasswordContext, ForgotPasswordEvent>(newLogin, keyMessage("password_set")),
    },
    done: { type: "final" },
    toLogin: { type: "final" },
  },
});

/** The automatic login's account: the mobile number as username, with the new password (spec §4). */
function newLogin(context: ForgotPasswordContext): AutoLoginAccount {
  return { username: context.values.mobileNum, password: context.values.newPassword };
}
