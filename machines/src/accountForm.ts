// The parts every form machine shares (login, registration, forgot and
// change password, and formMachine for forms without a flow of their own):
// the context and events a form view binds to (web/src/ui/form), how a
// change re-checks a field already marked wrong, how a failed call becomes
// the form's error, and the effects of a login that succeeded.
import type { ActorRefFrom } from "xstate";
import type { captchaMachine } from "./captcha.machine.ts";
import { failureMessage, type Message } from "./messages.ts";
import type { LoginResult } from "./sdkTypes.ts";
import { routeAfterLogin, sessionFromLogin, type Route, type SessionInfo } from "./session.ts";
import type { SmsCodeRequest, SmsCountdownEvent, smsCountdownMachine } from "./smsCountdown.machine.ts";

export type FieldValues<F extends string> = Readonly<Record<F, string>>;
export type FieldErrors<F extends string> = Readonly<Partial<Record<F, Message>>>;

/** What a form view reads: the machine owns the values, the errors under each field and the form's own error. */
export interface FormContext<F extends string> {
  readonly values: FieldValues<F>;
  readonly fieldErrors: FieldErrors<F>;
  /** The last failure (or a prompt such as 'new_old_same'), shown above the submit button. */
  readonly error: Message | undefined;
}

/** What a form view sends. `form.recheck` re-checks the fields showing an error (spec §5: after a language change). */
export type FormEvent<F extends string> = { type: "field.change"; field: F; value: string } | { type: "form.recheck" } | { type: "submit" };

/** The children of an account form that may ask for a captcha and sends SMS codes (login, registration). */
export interface CodeChildren {
  readonly captcha: ActorRefFrom<typeof captchaMachine>;
  readonly sms: ActorRefFrom<typeof smsCountdownMachine>;
}

/** What a form sends its `sms` child to ask for a code: the number and dialing code on the form. */
export function codeSendEvent(values: SmsCodeRequest): SmsCountdownEvent {
  return { type: "code.send", mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode };
}

/** The events of an account form with several ways to fill it and codes to send. */
export type AccountFormEvent<M extends string> =
  | { type: "method.switch"; method: M }
  | { type: "code.send" }
  | { type: "captcha.refresh" };

/** Checks one field against the values as they are now; undefined when it is right. */
export type FieldCheck<F extends string> = (values: FieldValues<F>, field: F) => Message | undefined;

/**
 * spec §5: a changed value, and the field checked again when it is already
 * marked wrong (or `always`, for a form that re-validates on every change).
 */
export function changeField<F extends string>(
  form: Pick<FormContext<F>, "values" | "fieldErrors">,
  field: F,
  value: string,
  check: FieldCheck<F>,
  always = false,
): { values: FieldValues<F>; fieldErrors: FieldErrors<F> } {
  const values = { ...form.values, [field]: value };
  if (!always && form.fieldErrors[field] === undefined) return { values, fieldErrors: form.fieldErrors };
  return { values, fieldErrors: withCheck(form.fieldErrors, field, check(values, field)) };
}

/** Every field that shows an error, checked again (the message may have changed or gone). */
export function recheckFields<F extends string>(form: Pick<FormContext<F>, "values" | "fieldErrors">, check: FieldCheck<F>): FieldErrors<F> {
  let fieldErrors = form.fieldErrors;
  for (const field of Object.keys(form.fieldErrors) as F[]) fieldErrors = withCheck(fieldErrors, field, check(form.values, field));
  return fieldErrors;
}

function withCheck<F extends string>(fieldErrors: FieldErrors<F>, field: F, error: Message | undefined): FieldErrors<F> {
  const { [field]: _cleared, ...others } = fieldErrors as Partial<Record<F, Message>>;
  return (error === undefined ? others : { ...others, [field]: error }) as FieldErrors<F>;
}

/**
 * The failed call in `params.error` becomes the form's error: every form
 * machine's `showFailure: assign(failureAssignment)`, run by an onError as
 * `{ type: "showFailure", params: ({ event }) => event }`.
 */
export function failureAssignment(_: unknown, { error }: { error: unknown }): { error: Message } {
  return { error: failureMessage(error) };
}

/** An effect of a login that succeeded, as a machine's action (storeSession, storeSessionPassword, navigate). */
export type LoggedInEffect =
  | { readonly type: "storeSession"; readonly params: SessionInfo }
  | { readonly type: "storeSessionPassword"; readonly params: { readonly password: string } }
  | { readonly type: "navigate"; readonly params: { readonly to: Route } };

/**
 * What every flow that logs a member in does next (login, and the login
 * after a registration or a password set by phone): keep the session record,
 * keep the typed password as the session's PSW (spec §3), then open spec §2's
 * next page (a first login changes its password first).
 */
export function loggedInEffects(result: LoginResult, merchantCode: string, password: string | undefined): LoggedInEffect[] {
  return [
    { type: "storeSession", params: sessionFromLogin(result, merchantCode) },
    ...(password === undefined ? [] : [{ type: "storeSessionPassword" as const, params: { password } }]),
    { type: "navigate", params: { to: routeAfterLogin(result) } },
  ];
}
