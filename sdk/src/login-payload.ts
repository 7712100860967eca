// The login payload as the contract's if/then rules say it (openapi
// LoginPayload: `type` decides which credentials are required), which the
// generated type cannot express: a username login without a password does
// not compile. Types only, DOM-free (re-exported by @platform/sdk/types).
import type { components } from "./generated/platform-api.ts";

type LoginFields = Omit<components["schemas"]["LoginPayload"], "type">;

/** Username and password (spec §3). */
export type UsernameLogin = LoginFields & { type: "username"; username: string; password: string };

/** Mobile number and the SMS code (spec §4). */
export type SmsLogin = LoginFields & { type: "sms"; mobileNum: string; verificationCode: string };

/** An SMS code Firebase verified first (spec §3 "firebase variant"). */
export type FirebaseLogin = LoginFields & {
  type: "firebase";
  mobileNum: string;
  countryDialingCode: string;
  firebaseChannel: "sms";
  firebaseIdToken: string;
  firebaseMobileNo: string;
};

/** A Facebook or Google sign-in through Firebase Auth: Firebase's id token only. */
export type FirebaseSocialLogin = LoginFields & {
  type: "firebase";
  firebaseChannel: "facebook" | "google";
  firebaseIdToken: string;
};

/** The plaintext of the encrypted login body; `type` says which credentials it carries. */
export type LoginPayload = UsernameLogin | SmsLogin | FirebaseLogin | FirebaseSocialLogin;
