/**
 * Change password (spec §2 "Change-password screen", §4, §5): shown on a first
 * login or an expired password.
 *
 * Input (ChangePasswordInput): username (read-only on screen) and
 * knownPassword: the password the app still holds (session PSW or the
 * remembered record), or null. The old-password field shows only when none is
 * known.
 *
 * The app provides:
 * - actor `changePassword`: (PasswordChange) => Promise<unknown>.
 * - actions `updateRememberedPassword` ({ password }; the app rewrites the
 *   remembered record if one exists), `clearSessionPassword` (session PSW),
 *   `navigate` ({ to }).
 *
 * A view reads context.username, oldPasswordShown, values, fieldErrors, error
 * (shown as a prompt), notice; it matches tags `busy` and `success`.
 */
import { assign, fromPromise, setup } from "xstate";
import { changeField, failureAssignment, recheckFields, type FieldCheck, type FormContext, type FormEvent } from "./accountForm.ts";
import { keyMessage, type Message } from "./messages.ts";
import { checkConfirmation, loginPasswordRule, newPasswordRule } from "./rules/account.rules.ts";
import { checkField } from "./rules/fieldRule.ts";
import type { Route } from "./session.ts";
import { CHANGE_PASSWORD_REDIRECT_MS } from "./timings.ts";

export interface ChangePasswordValues {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

export interface ChangePasswordInput {
  readonly username: string;
  readonly knownPassword?: string | null;
}

/** spec §3 "Change-password" body. */
export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

export type ChangePasswordFieldErrors = Readonly<Partial<Record<ChangePasswordField, Message>>>;

export interface ChangePasswordContext extends FormContext<ChangePasswordField> {
  readonly username: string;
  readonly knownPassword: string | null;
  readonly oldPasswordShown: boolean;
  readonly values: ChangePasswordValues;
  readonly fieldErrors: ChangePasswordFieldErrors;
  /** A prompt: 'new_old_same', or the failed call. */
  readonly error: Message | undefined;
  readonly notice: Message | undefined;
}

export type ChangePasswordEvent = FormEvent<ChangePasswordField>;

function oldPasswordOf(context: ChangePasswordContext): string {
  return context.knownPassword ?? context.values.oldPassword;
}

/** spec §5: old by the login-password rule (only when shown), new by the password rule, confirmation required and equal. */
export function validateChangePassword(context: ChangePasswordContext): ChangePasswordFieldErrors {
  const errors: Partial<Record<ChangePasswordField, Message>> = {};
  const oldPassword = context.oldPasswordShown ? checkField(loginPasswordRule, context.values.oldPassword) : undefined;
  const newPassword = checkField(newPasswordRule, context.values.newPassword);
  const confirmNewPassword = checkConfirmation(context.values.newPassword, context.values.confirmNewPassword, "confirmation_mismatch");
  if (oldPassword !== undefined) errors.oldPassword = oldPassword;
  if (newPassword !== undefined) errors.newPassword = newPassword;
  if (confirmNewPassword !== undefined) errors.confirmNewPassword = confirmNewPassword;
  return errors;
}

/** One field checked the way validateChangePassword checks it (the confirmation against the new password). */
function checkWith(context: ChangePasswordContext): FieldCheck<ChangePasswordField> {
  return (values, field) => validateChangePassword({ ...context, values })[field];
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    tags: {} as "busy" | "success",
  },
  actors: {
    changePassword: fromPromise<unknown, PasswordChange>(async () => {
      throw new Error("changePasswordMachine: provide the 'changePassword' actor");
    }),
  },
  actions: {
    updateRememberedPassword: (_, _params: { password: string }) => {},
    clearSessionPassword: () => {},
    navigate: (_, _params: { to: Route }) => {},
    changeField: assign(({ context }, { field, value }: { field: ChangePasswordField; value: string }) =>
      changeField(context, field, value, checkWith(context)),
    ),
    recheckFields: assign({ fieldErrors: ({ context }) => recheckFields(context, checkWith(context)) }),
    showFailure: assign(failureAssignment),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateChangePassword(context) }),
    promptNewEqualsOld: assign({ fieldErrors: {}, error: keyMessage("new_old_same") }),
    startAttempt: assign({ fieldErrors: {}, error: undefined }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateChangePassword(context)).length > 0,
    newEqualsOld: ({ context }) => context.values.newPassword === oldPasswordOf(context),
  },
  delays: {
    // spec §2, §4
    redirectHome: CHANGE_PASSWORD_REDIRECT_MS,
  },
}).createMachine({
  id: "changePassword",
  context: ({ input }) => ({
    username: input.username,
    knownPassword: input.knownPassword || null,
    oldPasswordShown: !input.knownPassword,
    values: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
    fieldErrors: {},
    error: undefined,
    notice: undefined,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": { actions: { type: "changeField", params: ({ event }) => event } },
        "form.recheck": { actions: "recheckFields" },
        submit: [
          { guard: "formInvalid", actions: "showFieldErrors" },
          // spec §4: new equal to old prompts and makes no call.
          { guard: "newEqualsOld", actions: "promptNewEqualsOld" },
          { target: "submitting", actions: "startAttempt" },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({
          oldPassword: oldPasswordOf(context),
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmNewPassword,
        }),
        onDone: {
          target: "changed",
          // spec §4: the remembered password follows the change; the session copy goes.
          actions: [
            { type: "updateRememberedPassword", params: ({ context }) => ({ password: context.values.newPassword }) },
            "clearSessionPassword",
            assign({ notice: keyMessage("password_changed") }),
          ],
        },
        // spec §4: on failure only the loading indicator hides; the values stay.
        onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => event } },
      },
    },
    changed: {
      tags: ["success"],
      after: { redirectHome: { target: "done", actions: { type: "navigate", params: { to: "/m/home" } } } },
    },
    done: { type: "final" },
  },
});
