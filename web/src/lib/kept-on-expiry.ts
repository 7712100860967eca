// "Session expiry mid-flow": what a member typed (the non-secret
// part) survives a session that expires mid-flow, and logging in again as the
// same account returns them to the screen they were on with it filled in.
//
//   form        useKeptOnExpiry(formKey, { amount, channel })   while mounted
//   expiry      keepOnExpiry({ path, userName })                 the session listener, before /m/login
//   login       resumePathAfterLogin(userName)                   the login's navigate: the path, or null
//   form again  useKeptDraft(formKey) / takeKeptDraft(formKey)   on mount: the values, once
//
// The record is the one record of work kept across a session's end
// (lib/kept-record.ts, under RESUME_AFTER_EXPIRY): it survives the session
// keys being dropped on expiry (stores/auth.ts dropSession) and a reload of
// /m/login, and goes with a logout (clearSessionStorage) or the tab. A record
// of another account (any login: stores/auth.ts startSession) or older than
// KEPT_MAX_AGE_MS is never used, and is deleted.
import { useEffect, useState } from "react";
import { keptRecord, type Kept } from "./kept-record.ts";

/** A kept field's value: what an input holds. Objects and arrays are not kept. */
export type KeptValue = string | number | boolean | null;

/** The fields a form chooses to keep, by name. */
export type KeptValues = Readonly<Record<string, KeptValue>>;

/** Field names a form must never keep; refused by the type and dropped at run time. */
type SecretFieldName =
  | `${string}${"password" | "Password" | "PASSWORD" | "psw" | "Psw" | "PSW" | "pwd" | "Pwd"}${string}`
  | `${string}${"captcha" | "Captcha" | "otp" | "Otp" | "OTP" | "smsCode" | "SmsCode" | "verificationCode" | "VerificationCode" | "verifyCode" | "cvv" | "CVV" | "token" | "Token" | "secret" | "Secret"}${string}`
  | `${string}${"pin" | "Pin" | "PIN"}`
  | `${string}${"pin" | "Pin" | "PIN"}Code`;
const SECRET_FIELD = /pass(word|wd)|psw|pwd|captcha|otp|smscode|verif\w*code|cvv|token|secret|pin(code)?$/i;

/** Values a form passes: its non-secret fields (an optional field may be undefined: not kept). */
export type KeptInput<T> = { readonly [K in keyof T]: K extends SecretFieldName ? never : KeptValue | undefined };

/** What is kept when a session expires (its owner is the account whose session it was, its date the expiry). */
interface Resume {
  /** Where the member was: path and query. */
  readonly path: string;
  /** formKey → the values the form kept. */
  readonly drafts: Readonly<Record<string, KeptValues>>;
  /** The same account logged in again and was sent back: the path is spent, the drafts wait for their forms. */
  readonly resumed?: true;
}

function isResume(value: unknown): value is Resume {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.path === "string" && typeof record.drafts === "object" && record.drafts !== null && !Array.isArray(record.drafts);
}

/** The one slot of the record: where to resume and the drafts. */
const RESUME = "resume";
const kept = keptRecord("keptOnExpiry", isResume);

/** Only the fields a form may keep: no secret by name, only plain values. */
function keepable(values: Readonly<Record<string, unknown>>): KeptValues {
  const kept: Record<string, KeptValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(name)) continue;
    if (value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) kept[name] = value;
  }
  return kept;
}

/** The forms on screen now: formKey → what each keeps (their latest values). */
const mounted = new Map<string, KeptValues>();

/**
 * Keeps a form's non-secret values while it is on screen, so that a session
 * that expires mid-flow (a 401 on submit, or on any call) does not lose them.
 *
 * - `formKey`: stable and unique to the form (e.g. "wallet.withdraw"); the
 *   same key is given to `useKeptDraft` / `takeKeptDraft` when it mounts again.
 * - `values`: only the fields the form chooses, built by hand each render
 *   (`{ amount: values.amount, channel, cardId }`), never the whole form
 *   state. Passwords, payment passwords, captchas and SMS or verification
 *   codes are never kept: names holding password, psw, pwd, captcha, otp,
 *   smsCode, verificationCode, cvv, token or secret (or ending in pin) are refused by the
 *   type and dropped at run time. Values are strings, finite numbers,
 *   booleans or null; anything else (undefined included) is left out.
 *
 * Nothing is written anywhere until the session expires: then the session
 * listener records the values of the forms on screen (keepOnExpiry).
 */
export function useKeptOnExpiry<T extends Record<string, KeptValue | undefined>>(formKey: string, values: T & KeptInput<T>): void {
  const kept = JSON.stringify(keepable(values));
  useEffect(() => {
    const entry = JSON.parse(kept) as KeptValues;
    mounted.set(formKey, entry);
    return () => {
      if (mounted.get(formKey) === entry) mounted.delete(formKey);
    };
  }, [formKey, kept]);
}

/** The record, if it is of this account and fresh; any other is deleted. */
function recordOf(userName: string, now: number): Kept<Resume> | null {
  return kept.of(RESUME, userName, now);
}

/**
 * The session of `userName` expired on `path` (path and query): records where
 * the member was and what the forms on screen keep. Called by the session
 * listener before it leaves for /m/login.
 */
export function keepOnExpiry({ path, userName, now = Date.now() }: { path: string; userName: string; now?: number }): void {
  kept.keep(RESUME, userName, { path, drafts: Object.fromEntries(mounted) }, now);
}

/**
 * After a login of `userName`: the path to return to, or null (no record,
 * another account's, too old, or already used). The path is used once; the
 * drafts then wait for their forms. Another account's record is deleted.
 */
export function resumePathAfterLogin(userName: string, now: number = Date.now()): string | null {
  const record = recordOf(userName, now);
  if (record === null || record.value.resumed) return null;
  kept.update(RESUME, { ...record.value, resumed: true });
  return record.value.path;
}

/** Any login: a record of another account (or too old) goes at once, so nothing of it can be used. */
export function forgetKeptOnExpiryUnlessOf(userName: string, now: number = Date.now()): void {
  recordOf(userName, now);
}

/**
 * The values `formKey` kept when the session expired, once the same account
 * has logged in again and been sent back (resumePathAfterLogin), or null.
 * Read once: the draft is removed (the record with the last one). Call it
 * once when the form mounts, outside render (an event or an effect), or use
 * useKeptDraft.
 */
export function takeKeptDraft<T extends KeptValues = KeptValues>(formKey: string, now: number = Date.now()): Partial<T> | null {
  const draft = peekKeptDraft<T>(formKey, now);
  if (draft !== null) dropKeptDraft(formKey);
  return draft;
}

function peekKeptDraft<T extends KeptValues>(formKey: string, now: number): Partial<T> | null {
  const record = kept.read(RESUME);
  if (record === null || !record.value.resumed) return null;
  if (recordOf(record.owner, now) === null) return null;
  const draft = record.value.drafts[formKey];
  return draft ? (keepable(draft) as Partial<T>) : null;
}

function dropKeptDraft(formKey: string): void {
  const record = kept.read(RESUME);
  if (record === null || !(formKey in record.value.drafts)) return;
  const drafts = Object.fromEntries(Object.entries(record.value.drafts).filter(([key]) => key !== formKey));
  if (Object.keys(drafts).length === 0) kept.drop(RESUME);
  else kept.update(RESUME, { ...record.value, drafts });
}

/**
 * A form's kept values for its first render (as useState's initial value: the
 * fields to prefill), or null. Read during the first render and removed once
 * the form has mounted, so a render React throws away loses nothing.
 */
export function useKeptDraft<T extends KeptValues = KeptValues>(formKey: string): Partial<T> | null {
  const [draft] = useState(() => peekKeptDraft<T>(formKey, Date.now()));
  useEffect(() => {
    if (draft !== null) dropKeptDraft(formKey);
  }, [draft, formKey]);
  return draft;
}
