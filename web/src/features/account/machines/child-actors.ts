import { captchaMachine, firebaseSmsMachine, smsCountdownMachine, type FirebaseCodeCheck, type SmsCodeRequest, type SmsCodeSent } from "@platform/machines";
import type { PlatformClient } from "@platform/sdk";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { fromCall } from "../../../lib/from-call.ts";
import { TOAST_LOADING_SMS, TOAST_SUCCESS } from "../../../ui/toast/toast-durations.ts";
import { dismissToast, toast } from "../../../ui/toast/toast-store.ts";
import { captcha } from "../api/fetch-captcha.ts";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";
import { withLaterCalls } from "./load-later-calls.ts";

// The children login, registration and forgot password share. The automatic
// login and the bot check, which login has none of, are auto-login-actors.ts;
// the calls made only after the member acts are later-calls.ts.

type Translations = { readonly current: { LL: TranslationFunctions } };

/** The captcha child of login and registration, fetching GET /wps/captcha. */
export function captchaLogic(api: PlatformClient["api"]) {
  return captchaMachine.provide({ actors: { fetchCaptcha: fromCall(() => captcha.fetch(api)) } });
}

/**
 * The SMS countdown child with the screen's send call. spec §8: sending shows
 * a loading message (10 s), success a 1.5 s message; a failed send only hides
 * the loading message.
 */
export function smsLogic(send: (request: SmsCodeRequest) => Promise<SmsCodeSent>, latest: Translations) {
  return smsCountdownMachine.provide({
    actors: {
      sendSmsCode: fromCall(async (request: SmsCodeRequest) => {
        const { LL } = latest.current;
        const loading = toast.loading(LL.account.sms.sending(), TOAST_LOADING_SMS);
        try {
          const sent = await send(request);
          toast.success(LL.account.sms.sent(), TOAST_SUCCESS);
          return sent;
        } catch (error) {
          dismissToast(loading);
          throw error;
        }
      }),
    },
  });
}

/**
 * The SMS send of login and forgot password (POST /wps/verification/sms/noLogin),
 * or with `firebase` Firebase's.
 */
export function noLoginSmsSend(api: PlatformClient["api"], firebase: FirebaseConfig | null = null) {
  return (request: SmsCodeRequest) =>
    withLaterCalls((calls) => (firebase ? calls.firebaseSmsSend(firebase, request) : calls.sendSmsCode(api, request)));
}

/** The registration form's SMS send (POST /wps/verification/sms/register), or with `firebase` Firebase's. */
export function registrationSmsSend(api: PlatformClient["api"], firebase: FirebaseConfig | null) {
  return (request: SmsCodeRequest) =>
    withLaterCalls((calls) => (firebase ? calls.firebaseSmsSend(firebase, request) : calls.sendRegistrationSmsCode(api, request)));
}

/** The Firebase SMS verification child of login and registration: the code checked by Firebase phone auth. */
export function firebaseSmsLogic(config: FirebaseConfig | null) {
  return firebaseSmsMachine.provide({
    actors: { verifyFirebaseCode: fromCall((check: FirebaseCodeCheck) => withLaterCalls((calls) => calls.verifyWithFirebase(config, check))) },
  });
}
