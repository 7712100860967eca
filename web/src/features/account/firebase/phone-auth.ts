// The Firebase SMS variant (spec §3, §4): when the consolidated
// settings' `sms` select Firebase (`firebaseSms` with its `firebaseConfig`),
// the SMS code is sent
// and checked by Firebase phone auth, and the login carries Firebase's id
// token. This is the one boundary to it: tests and the mock build inject a
// fake here, a real build loads the official `firebase` package lazily.
import type { components } from "@platform/sdk/types";
import { loadOnce } from "../../../lib/load-once.ts";

export type FirebaseConfig = components["schemas"]["FirebaseConfig"];

/** A phone number in E.164 (`+<dialing code><number>`), as Firebase and `firebaseMobileNo` take it. */
export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, "")}${mobileNum}`;
}

export interface FirebasePhoneAuth {
  /** Sends the SMS code to `phoneNumber` (E.164) behind an invisible reCAPTCHA; remembers the confirmation. */
  sendCode: (phoneNumber: string) => Promise<void>;
  /** Checks `code` against the last code sent; resolves with Firebase's id token, rejects with Firebase's error on a wrong code. */
  verifyCode: (code: string) => Promise<{ idToken: string }>;
}

/** Firebase's answer to a wrong or expired code (its `code` field). */
const WRONG_CODE = new Set(["auth/invalid-verification-code", "auth/code-expired", "auth/missing-verification-code", "auth/invalid-verification-id"]);

/** Whether Firebase refused the code itself (the member can type it again), not the service. */
export function isWrongCode(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && WRONG_CODE.has(code);
}

/**
 * Loaded the first time a code is sent with Firebase on, never in the first
 * load: the mock build gets the fake (no network to Google), a real build the
 * `firebase` package (firebase-phone-auth.ts). One client per page; a failed
 * fetch is the network failure it is, asked again next time (lib/load-once.ts).
 * The flag is read inline, not through config.ts's mockMode: the bundler folds
 * `import.meta.env` at build, so a real build drops the fake's import and emits no chunk for it.
 */
export const loadFirebasePhoneAuth = loadOnce(
  (config: FirebaseConfig): Promise<FirebasePhoneAuth> =>
    import.meta.env.VITE_MOCK_MODE === "1"
      ? import("./fake-phone-auth.ts").then((module) => module.fakePhoneAuth)
      : import("./firebase-phone-auth.ts").then((module) => module.createFirebasePhoneAuth(config)),
);
