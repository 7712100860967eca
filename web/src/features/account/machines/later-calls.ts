// The account forms' calls made only after the member acts: sending
// an SMS code (the platform's or Firebase's), the Firebase code check, and the
// bot check's challenge. Not one of them runs before the form is used, so they
// are a chunk of their own, out of login's and register's first load
// (tests/first-load-graph.test.ts): child-actors.ts reaches them through
// load-later-calls.ts, whose fetch starts when the form is first focused.
import type { FirebaseCodeCheck, SmsCodeRequest, SmsCodeSent } from "@platform/machines";
import { sentUntil } from "../api/send-sms-code.ts";
import { loadChallengeProvider } from "../challenge/challenge-provider.ts";
import { e164, isWrongCode, loadFirebasePhoneAuth, type FirebaseConfig } from "../firebase/phone-auth.ts";

export { sendRegistrationSmsCode, sendSmsCode } from "../api/send-sms-code.ts";
export { geetestChallenge } from "../challenge/challenge-provider.ts";

/** The bot check's challenge of id `gt`, its provider loaded only then (challenge/challenge-provider.ts). */
export async function runChallenge(gt: string) {
  return (await loadChallengeProvider()).run(gt);
}

/** The SMS code sent by Firebase phone auth: no expiry from it, so the countdown uses its default. */
export async function firebaseSmsSend(config: FirebaseConfig, request: SmsCodeRequest): Promise<SmsCodeSent> {
  const auth = await loadFirebasePhoneAuth(config);
  await auth.sendCode(e164(request.countryDialingCode, request.mobileNum));
  return sentUntil(null);
}

/**
 * The code checked by Firebase before the platform is called (spec §4). A
 * wrong or expired code rejects as a refusal with Firebase's code, which
 * failureText words as 'Verification code error'; anything else as it came.
 */
export async function verifyWithFirebase(config: FirebaseConfig | null, { verificationCode }: FirebaseCodeCheck): Promise<{ idToken: string }> {
  if (config === null) throw new Error("verifyWithFirebase: Firebase SMS is off");
  const auth = await loadFirebasePhoneAuth(config);
  try {
    return await auth.verifyCode(verificationCode);
  } catch (error) {
    if (isWrongCode(error)) throw { kind: "api", errorCode: (error as { code: string }).code, captchaRequired: false };
    throw error;
  }
}
